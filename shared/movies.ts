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
