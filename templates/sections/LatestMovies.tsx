import type { MovieCard, MovieLists } from '../../shared/movies';
import type { PageScript } from '../../shared/route';
import { ButtonLink } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { Section } from '../ui/Section';
import { Tabs } from '../ui/Tabs';

export interface LatestMoviesCopy {
  heading: string;
  lead?: string;
  moviesTab: string;
  seriesTab: string;
  watchNow: string;
  seeMore: string;
  /** Read before the rating by screen readers, e.g. 'Ocjena'. */
  ratingLabel: string;
  /** Said (visually hidden) in place of an empty list's skeletons, e.g. 'Popis trenutno nije dostupan.' */
  emptyStatus: string;
}

interface LatestMoviesProps {
  lists: MovieLists;
  copy: LatestMoviesCopy;
  /** Where 'See More' and 'Watch Now' lead: the pricing section. */
  pricingHref: string;
}

/** The page scripts a page showing this section needs: the tabs, and the poster fallback. */
export const latestMoviesScripts: PageScript[] = ['tabs', 'posters'];

/** Local stand-in for a missing or broken poster (public/poster-placeholder.svg), same 2:3 shape as TMDB's w500 posters. */
export const POSTER_PLACEHOLDER = '/poster-placeholder.svg';
const POSTER_WIDTH = 500;
const POSTER_HEIGHT = 750;
const SKELETONS = 6;

interface PosterGridProps {
  listId: string;
  cards: MovieCard[];
  copy: LatestMoviesCopy;
  pricingHref: string;
}

function PosterCard({
  card,
  titleId,
  copy,
  pricingHref,
}: {
  card: MovieCard;
  titleId: string;
  copy: LatestMoviesCopy;
  pricingHref: string;
}) {
  return (
    <li className={card.posterUrl ? 'movie-card' : 'movie-card movie-card--no-poster'}>
      {/* The title is in the card's text, so the poster itself is decorative. */}
      <img
        className="movie-poster"
        src={card.posterUrl ?? POSTER_PLACEHOLDER}
        alt=""
        width={POSTER_WIDTH}
        height={POSTER_HEIGHT}
        loading="lazy"
        decoding="async"
        data-poster-fallback={POSTER_PLACEHOLDER}
      />
      <div className="movie-info">
        <p className="movie-title" id={titleId}>
          {card.title}
        </p>
        <p className="movie-rating">
          <Icon name="star" />
          <span className="sr-only">{copy.ratingLabel} </span>
          {card.rating.toFixed(1)}
        </p>
        <a className="btn btn--primary btn--sm movie-watch" href={pricingHref} aria-describedby={titleId}>
          <Icon name="play" />
          <span>{copy.watchNow}</span>
        </a>
      </div>
    </li>
  );
}

function PosterGrid({ listId, cards, copy, pricingHref }: PosterGridProps) {
  if (cards.length === 0) {
    return (
      <>
        <p className="sr-only" role="status">
          {copy.emptyStatus}
        </p>
        <ul className="movie-grid" aria-hidden="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i} className="movie-card movie-card--skeleton" />
          ))}
        </ul>
      </>
    );
  }
  return (
    <ul className="movie-grid" role="list">
      {cards.map((card) => (
        <PosterCard
          key={card.id}
          card={card}
          titleId={`latest-${listId}-${card.id}`}
          copy={copy}
          pricingHref={pricingHref}
        />
      ))}
    </ul>
  );
}

/** Home section 5: Filmovi / Serije tabs of six posters each; title, rating and 'Watch Now' show on hover and focus. */
export function LatestMovies({ lists, copy, pricingHref }: LatestMoviesProps) {
  return (
    <Section id="latest-movies" heading={copy.heading} lead={copy.lead} center className="latest-movies">
      <Tabs
        id="latest-movies"
        label={copy.heading}
        tabs={[
          {
            id: 'movies',
            label: copy.moviesTab,
            content: <PosterGrid listId="movies" cards={lists.movies} copy={copy} pricingHref={pricingHref} />,
          },
          {
            id: 'series',
            label: copy.seriesTab,
            content: <PosterGrid listId="series" cards={lists.series} copy={copy} pricingHref={pricingHref} />,
          },
        ]}
      />
      <p className="movies-more">
        <ButtonLink href={pricingHref} variant="secondary" iconEnd="arrow">
          {copy.seeMore}
        </ButtonLink>
      </p>
    </Section>
  );
}
