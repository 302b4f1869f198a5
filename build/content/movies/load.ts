import type { MovieFilter } from '../../../shared/content/movies';
import type { FetchLimits } from '../../net/retry';
import { tmdbApiOrigin } from '../../../shared/origins';
import type { MovieCard, MovieLists } from '../../../shared/movies';
import { readMovieCache, writeMovieCache, type CachedList, type MovieCache } from './cache';
import {
  europeanMovies,
  europeanSeries,
  movieCard,
  movieEntry,
  seriesCard,
  seriesEntry,
  CARDS_PER_LIST,
} from './filter';
import { defaultTmdbLimits, fetchPopular, type PopularList } from './tmdb';

export interface MovieListsOptions {
  env?: NodeJS.ProcessEnv;
  cacheFile: string;
  limits?: FetchLimits;
  /** The day stamped on lists written to the cache (the build's clock). */
  now?: Date;
}

export interface MovieListsResult {
  lists: MovieLists;
  /** One line for the build log: what was fetched, or why the lists came from the cache or are empty. */
  summary: string;
}

type ListName = keyof MovieLists;
const lists: { name: ListName; popular: PopularList }[] = [
  { name: 'movies', popular: 'movie' },
  { name: 'series', popular: 'tv' },
];

/** Turns one raw `results` array into the section's cards, counting what the filter kept. */
function toCards(name: ListName, results: unknown[], filter: MovieFilter): { cards: MovieCard[]; european: number } {
  if (name === 'movies') {
    const kept = europeanMovies(
      results.flatMap((r) => movieEntry.safeParse(r).data ?? []),
      filter,
    );
    return { cards: kept.slice(0, CARDS_PER_LIST).map(movieCard), european: kept.length };
  }
  const kept = europeanSeries(
    results.flatMap((r) => seriesEntry.safeParse(r).data ?? []),
    filter,
  );
  return { cards: kept.slice(0, CARDS_PER_LIST).map(seriesCard), european: kept.length };
}

function fallback(cached: CachedList | undefined): { cards: MovieCard[]; note: string } {
  return cached && cached.cards.length > 0
    ? { cards: cached.cards, note: `showing ${cached.cards.length} from the cache of ${cached.savedAt}` }
    : { cards: [], note: 'nothing cached, showing skeletons' };
}

/**
 * Calls 1 and 2 at build time. With TMDB_API_KEY the popular lists are fetched, filtered to European titles
 * and cached; without a key, or for a list whose fetch failed, the last good list from the cache is used,
 * else an empty list (the section shows skeletons). Never throws for TMDB's sake: the build goes on. A malformed
 * TMDB_API_ORIGIN is the runner's mistake and stops the build, key or not.
 */
export async function loadMovieLists(filter: MovieFilter, options: MovieListsOptions): Promise<MovieListsResult> {
  const env = options.env ?? process.env;
  const origin = tmdbApiOrigin(env);
  const apiKey = env.TMDB_API_KEY?.trim();
  const { cache, problem } = await readMovieCache(options.cacheFile);
  const notes = problem ? [problem] : [];

  if (!apiKey) {
    const movies = fallback(cache.movies);
    const series = fallback(cache.series);
    return {
      lists: { movies: movies.cards, series: series.cards },
      summary: [...notes, `no TMDB_API_KEY set`, `movies: ${movies.note}`, `series: ${series.note}`].join('; '),
    };
  }

  const request = { origin, apiKey, limits: options.limits ?? defaultTmdbLimits };
  const savedAt = (options.now ?? new Date()).toISOString().slice(0, 10);
  const result: MovieLists = { movies: [], series: [] };
  const next: MovieCache = { ...cache };
  const outcomes = await Promise.allSettled(lists.map(({ popular }) => fetchPopular(popular, request)));
  lists.forEach(({ name }, i) => {
    const outcome = outcomes[i]!;
    if (outcome.status === 'rejected') {
      const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
      const { cards, note } = fallback(cache[name]);
      result[name] = cards;
      notes.push(`${name} failed (${reason}), ${note}`);
      return;
    }
    const { cards, european } = toCards(name, outcome.value, filter);
    if (cards.length === 0) {
      const { cards: kept, note } = fallback(cache[name]);
      result[name] = kept;
      notes.push(`${name}: none of ${outcome.value.length} popular titles is European, ${note}`);
      return;
    }
    result[name] = cards;
    next[name] = { savedAt, cards };
    notes.push(
      `${name} fetched ${cards.length}/${CARDS_PER_LIST} (${european} of ${outcome.value.length} popular are European)`,
    );
  });
  if (next.movies !== cache.movies || next.series !== cache.series) {
    await writeMovieCache(options.cacheFile, next);
    notes.push('cache updated');
  }
  // Belt and braces: an answer that echoes the request must not put the key in the log.
  return { lists: result, summary: notes.join('; ').replaceAll(apiKey, '[TMDB_API_KEY]') };
}
