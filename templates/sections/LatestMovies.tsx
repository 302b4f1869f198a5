/** One poster card of the home page's latest movies and series, as fetched at build time. */
export interface MovieCard {
  id: number;
  title: string;
  /** vote_average, shown to one decimal. */
  rating: number;
  /** Absolute poster URL at width 500, or null for the local placeholder. */
  posterUrl: string | null;
}

/** The two lists of the section; an empty list renders six skeleton placeholders. */
export interface MovieLists {
  movies: MovieCard[];
  series: MovieCard[];
}

export interface LatestMoviesCopy {
  heading: string;
  lead?: string;
  moviesTab: string;
  seriesTab: string;
  watchNow: string;
  seeMore: string;
}

interface LatestMoviesProps {
  lists: MovieLists;
  copy: LatestMoviesCopy;
  /** Where 'See More' and 'Watch Now' lead: the pricing section. */
  pricingHref: string;
}

/** Home section 5: Filmovi / Serije tabs of six posters each (the movie-lists work fills this in). */
export function LatestMovies({ copy }: LatestMoviesProps) {
  return (
    <section id="latest-movies" className="section" aria-labelledby="latest-movies-title">
      <div className="container">
        <h2 id="latest-movies-title">{copy.heading}</h2>
      </div>
    </section>
  );
}
