import { HtmlValidate } from 'html-validate';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MovieCard, MovieLists } from '../../shared/movies';
import { POSTER_PLACEHOLDER, LatestMovies } from '../../templates/sections/LatestMovies';
import { SpriteUrl } from '../../templates/ui/sprite';
import { htmlValidateConfig } from '../support/htmlvalidate';
import { attr, parseHtml, type HtmlElement } from '../support/html';
import { loadRoutes } from '../support/site';

// The copy the home page passes, from content/pages/home.yaml.
const copy = (await loadRoutes()).content.home.latestMovies;

const cards = (first: number): MovieCard[] =>
  Array.from({ length: 6 }, (_, i) => ({
    id: first + i,
    title: `Naslov ${first + i}`,
    rating: [7, 8.4, 6.1, 9, 5.5, 7.2][i]!,
    posterUrl: i === 1 ? null : `https://image.tmdb.org/t/p/w500/p${first + i}.jpg`,
  }));

const render = (lists: MovieLists) =>
  renderToStaticMarkup(
    <SpriteUrl.Provider value="/sprite.svg">
      <LatestMovies lists={lists} copy={copy} pricingHref="#pricing-section" />
    </SpriteUrl.Provider>,
  );
const panel = (root: HtmlElement, list: 'movies' | 'series') => root.querySelector(`#latest-movies-panel-${list}`)!;
const text = (el: HtmlElement | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('latest movies and series section', () => {
  const html = render({ movies: cards(100), series: cards(200) });
  const root = parseHtml(html);

  it('has the Filmovi and Serije tabs, Filmovi selected', () => {
    const tabs = root.querySelectorAll('[role="tab"]');
    expect(tabs.map(text)).toEqual(['Filmovi', 'Serije']);
    expect(tabs.map((t) => attr(t, 'aria-selected'))).toEqual(['true', 'false']);
  });

  it('shows six cards per tab with title, rating to one decimal and Watch Now leading to pricing', () => {
    for (const list of ['movies', 'series'] as const) {
      const items = panel(root, list).querySelectorAll('.movie-card');
      expect(items).toHaveLength(6);
      expect(items.map((li) => text(li.querySelector('.movie-rating')))).toEqual([
        'Ocjena 7.0',
        'Ocjena 8.4',
        'Ocjena 6.1',
        'Ocjena 9.0',
        'Ocjena 5.5',
        'Ocjena 7.2',
      ]);
      for (const item of items) {
        const watch = item.querySelector('a.movie-watch')!;
        expect(text(watch)).toBe('Watch Now');
        expect(attr(watch, 'href')).toBe('#pricing-section');
        // The button says which title it is for.
        expect(text(item.querySelector(`#${attr(watch, 'aria-describedby')}`))).toMatch(/^Naslov \d+$/);
      }
    }
    expect(text(panel(root, 'series').querySelector('.movie-title'))).toBe('Naslov 200');
  });

  it('loads posters lazily at a fixed size, with the local placeholder for a missing poster and for a broken one', () => {
    const posters = panel(root, 'movies').querySelectorAll('img.movie-poster');
    expect(posters).toHaveLength(6);
    for (const img of posters) {
      expect(attr(img, 'loading')).toBe('lazy');
      expect([attr(img, 'width'), attr(img, 'height')]).toEqual(['500', '750']);
      expect(attr(img, 'data-poster-fallback')).toBe(POSTER_PLACEHOLDER);
    }
    expect(posters.map((img) => attr(img, 'src'))).toEqual([
      'https://image.tmdb.org/t/p/w500/p100.jpg',
      POSTER_PLACEHOLDER,
      'https://image.tmdb.org/t/p/w500/p102.jpg',
      'https://image.tmdb.org/t/p/w500/p103.jpg',
      'https://image.tmdb.org/t/p/w500/p104.jpg',
      'https://image.tmdb.org/t/p/w500/p105.jpg',
    ]);
    expect(html).not.toMatch(/onerror/i);
  });

  it('See More leads to the pricing section', () => {
    expect(attr(root.querySelector('.movies-more a')!, 'href')).toBe('#pricing-section');
    expect(text(root.querySelector('.movies-more a'))).toBe('See More');
  });

  it('shows six hidden-from-readers skeletons and a status text for an empty list', () => {
    const empty = parseHtml(render({ movies: [], series: cards(200) }));
    const movies = panel(empty, 'movies');
    expect(movies.querySelectorAll('.movie-card--skeleton')).toHaveLength(6);
    expect(attr(movies.querySelector('.movie-grid')!, 'aria-hidden')).toBe('true');
    expect(movies.querySelectorAll('a, img')).toHaveLength(0);
    expect(text(movies.querySelector('[role="status"]'))).toBe('Popis trenutno nije dostupan.');
    expect(panel(empty, 'series').querySelectorAll('.movie-card--skeleton')).toHaveLength(0);
  });

  it('is valid HTML, filled and empty', async () => {
    const validator = new HtmlValidate(htmlValidateConfig);
    for (const lists of [
      { movies: cards(100), series: cards(200) },
      { movies: [], series: [] },
    ]) {
      const page = `<!DOCTYPE html><html lang="hr"><head><title>t</title></head><body><main>${render(lists)}</main></body></html>`;
      const report = await validator.validateString(page);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    }
  });
});
