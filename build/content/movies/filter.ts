import { z } from 'zod';
import { MOVIE_IMAGE_ORIGIN } from '../../../shared/origins';
import type { MovieFilter } from '../../../shared/content/movies';
import type { MovieCard } from '../../../shared/movies';

/** Cards per tab, as the spec fixes it (the skeleton shows as many). */
export const CARDS_PER_LIST = 6;

// TMDB fields the section uses; anything else in an entry is ignored, and an entry missing these is skipped.
const common = {
  id: z.number().int(),
  poster_path: z.string().startsWith('/').nullish(),
  vote_average: z.number().min(0).max(10),
  origin_country: z.array(z.string()).optional(),
};
export const movieEntry = z.object({ ...common, title: z.string().trim().min(1), original_language: z.string() });
export const seriesEntry = z.object({ ...common, name: z.string().trim().min(1) });
export type MovieEntry = z.output<typeof movieEntry>;
export type SeriesEntry = z.output<typeof seriesEntry>;

/** vote_average to one decimal, as shown on the card. */
export function roundRating(voteAverage: number): number {
  return Math.round(voteAverage * 10) / 10;
}

/** Poster at width 500 from TMDB's image host; null lets the card show the local placeholder. */
export function posterUrl(posterPath: string | null | undefined): string | null {
  return posterPath ? `${MOVIE_IMAGE_ORIGIN}/t/p/w500${posterPath}` : null;
}

const fromCountry = (entry: { origin_country?: string[] }, filter: MovieFilter) =>
  (entry.origin_country ?? []).some((country) => filter.countries.includes(country.toUpperCase()));

/** Movies in a listed language or from a listed country, in TMDB's order. */
export function europeanMovies(entries: readonly MovieEntry[], filter: MovieFilter): MovieEntry[] {
  return entries.filter(
    (entry) => filter.languages.includes(entry.original_language.toLowerCase()) || fromCountry(entry, filter),
  );
}

/** Series from a listed country, in TMDB's order. */
export function europeanSeries(entries: readonly SeriesEntry[], filter: MovieFilter): SeriesEntry[] {
  return entries.filter((entry) => fromCountry(entry, filter));
}

export function movieCard(entry: MovieEntry): MovieCard {
  return {
    id: entry.id,
    title: entry.title,
    rating: roundRating(entry.vote_average),
    posterUrl: posterUrl(entry.poster_path),
  };
}

export function seriesCard(entry: SeriesEntry): MovieCard {
  return {
    id: entry.id,
    title: entry.name,
    rating: roundRating(entry.vote_average),
    posterUrl: posterUrl(entry.poster_path),
  };
}
