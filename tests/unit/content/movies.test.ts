import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadContentSources, validateContent } from '../../../build/content';
import { parseYaml } from '../../../build/content/load';
import { moviesSchema, type MovieFilter } from '../../../shared/content/movies';
import {
  europeanMovies,
  europeanSeries,
  movieEntry,
  posterUrl,
  roundRating,
  seriesEntry,
} from '../../../build/content/movies/filter';
import { loadMovieLists, type MovieListsOptions } from '../../../build/content/movies/load';
import type { FetchLimits } from '../../../build/net/retry';
import { readProjectFile } from '../../support/project-file';
import { popularMovies, popularSeries, startTmdbFixture, type TmdbFixture } from '../../fixtures/tmdb';

// Short retry delays so the retry cases finish fast; a request gets 5 s, as a local answer can take over 150 ms on a
// loaded 2-core machine, and a retry there made the request counts flaky. The hang case waits 1 s an attempt.
const testLimits: FetchLimits = { requestTimeoutMs: 5_000, retries: 2, retryDelayMs: 10, deadlineMs: 30_000 };
const hangLimits: FetchLimits = { ...testLimits, requestTimeoutMs: 1_000 };

let filter: MovieFilter;
beforeAll(async () => {
  filter = (await validateContent(await loadContentSources())).movies;
});

describe('the European filter (content/movies.yaml)', () => {
  it('lists 20 languages and 25 countries', () => {
    expect(filter.languages).toHaveLength(20);
    expect(filter.countries).toHaveLength(25);
  });

  it('points an editor at a mistyped code by file, line and field', () => {
    const yaml = readProjectFile('content/movies.yaml');
    const broken = yaml.replace('  - RS # Serbia', '  - rs # Serbia');
    const line = broken.split('\n').findIndex((l) => l.includes('- rs')) + 1;
    expect(() => parseYaml('content/movies.yaml', broken, moviesSchema)).toThrow(
      `content/movies.yaml:${line}:5 countries[2]: a two-letter country code in upper case, e.g. HR`,
    );
  });

  it('keeps movies by original language or by origin country, and series by origin country only', () => {
    const movies = europeanMovies(
      popularMovies.flatMap((m) => movieEntry.safeParse(m).data ?? []),
      filter,
    ).map((m) => m.id);
    // 107 is an English-language film kept for its British origin; 101, 103, 105, 109, 112 are not European; 106 has no title.
    expect(movies).toEqual([102, 104, 107, 108, 110, 111, 113]);
    const series = europeanSeries(
      popularSeries.flatMap((s) => seriesEntry.safeParse(s).data ?? []),
      filter,
    ).map((s) => s.id);
    expect(series).toEqual([201, 203, 205, 206, 208, 210, 211]);
    // A series in a European language but from a country not listed is not kept.
    expect(
      europeanSeries([{ id: 1, name: 'x', vote_average: 5, origin_country: ['US'] }], {
        languages: ['en'],
        countries: ['HR'],
      }),
    ).toEqual([]);
  });

  it('rounds ratings to one decimal and builds width-500 poster URLs, null when TMDB has none', () => {
    expect(roundRating(7.84)).toBe(7.8);
    expect(roundRating(8.96)).toBe(9);
    expect(posterUrl('/bleu.jpg')).toBe('https://image.tmdb.org/t/p/w500/bleu.jpg');
    expect(posterUrl(null)).toBeNull();
  });
});

describe('loading the lists at build time', () => {
  let tmdb: TmdbFixture;
  let dir: string;
  let cacheFile: string;
  const options = (
    env: NodeJS.ProcessEnv = { TMDB_API_KEY: tmdb.apiKey, TMDB_API_ORIGIN: tmdb.origin },
    limits = testLimits,
  ): MovieListsOptions => ({
    env,
    cacheFile,
    limits,
    now: new Date('2026-11-20T03:17:00Z'),
  });
  const requestsFor = (list: 'movie' | 'tv') => tmdb.requests.filter((r) => r.list === list).length;

  beforeEach(async () => {
    tmdb = await startTmdbFixture();
    dir = await mkdtemp(path.join(tmpdir(), 'movies-'));
    cacheFile = path.join(dir, '.cache', 'movies.json');
  });
  afterEach(async () => {
    await tmdb.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('fetches both lists in Croatian with the key, keeps the first six European titles and caches them', async () => {
    const { lists, summary } = await loadMovieLists(filter, options());
    expect(lists.movies.map((m) => m.id)).toEqual([102, 104, 107, 108, 110, 111]);
    expect(lists.series.map((s) => s.id)).toEqual([201, 203, 205, 206, 208, 210]);
    expect(lists.movies[0]).toEqual({
      id: 102,
      title: 'Tri boje: Plavo',
      rating: 7.8,
      posterUrl: 'https://image.tmdb.org/t/p/w500/bleu.jpg',
    });
    expect(lists.movies[1]?.posterUrl).toBeNull();
    expect(tmdb.requests).toHaveLength(2);
    expect(tmdb.requests.every((r) => r.language === 'hr' && r.apiKey === 'test-key')).toBe(true);
    expect(summary).toContain('movies fetched 6/6 (7 of 13 popular are European)');
    expect(summary).toContain('series fetched 6/6 (7 of 12 popular are European)');
    const cached = JSON.parse(await readFile(cacheFile, 'utf8'));
    expect(cached.movies).toEqual({ savedAt: '2026-11-20', cards: lists.movies });
    expect(cached.series.cards).toEqual(lists.series);
  });

  it('asks once and retries twice on a server error, then falls back to the last good lists', async () => {
    await loadMovieLists(filter, options());
    tmdb.requests.length = 0;
    tmdb.setMode('500');
    const before = await readFile(cacheFile, 'utf8');
    const { lists, summary } = await loadMovieLists(filter, options());
    expect(requestsFor('movie')).toBe(3);
    expect(requestsFor('tv')).toBe(3);
    expect(lists.movies).toHaveLength(6);
    expect(lists.series).toHaveLength(6);
    expect(summary).toMatch(
      /movies failed \(gave up after 3 attempts: HTTP 500[^)]*\), showing 6 from the cache of 2026-11-20/,
    );
    expect(await readFile(cacheFile, 'utf8')).toBe(before);
  });

  it('recovers when a retry succeeds', async () => {
    tmdb.setMode('flaky');
    const { lists } = await loadMovieLists(filter, options());
    expect(requestsFor('movie')).toBe(2);
    expect(lists.movies).toHaveLength(6);
  });

  it('gives up on a service that never answers, within the timeout and retries, and shows skeletons when nothing is cached', async () => {
    tmdb.setMode('hang', 'tv');
    const { lists, summary } = await loadMovieLists(filter, options(undefined, hangLimits));
    expect(requestsFor('tv')).toBe(3);
    expect(lists.series).toEqual([]);
    expect(lists.movies).toHaveLength(6);
    expect(summary).toContain(
      'series failed (gave up after 3 attempts: no answer within 1000 ms), nothing cached, showing skeletons',
    );
    // The fresh movies are cached; the failed series leave no entry.
    const cached = JSON.parse(await readFile(cacheFile, 'utf8'));
    expect(cached.movies.cards).toHaveLength(6);
    expect(cached.series).toBeUndefined();
  });

  it('does not retry an answer that is not JSON, and keeps the cache', async () => {
    await loadMovieLists(filter, options());
    tmdb.requests.length = 0;
    tmdb.setMode('garbage');
    const { lists, summary } = await loadMovieLists(filter, options());
    expect(tmdb.requests).toHaveLength(2);
    expect(lists.movies).toHaveLength(6);
    expect(summary).toContain('the answer is not a TMDB list');
  });

  it('does not retry a wrong key and says TMDB refused it', async () => {
    const { lists, summary } = await loadMovieLists(
      filter,
      options({ TMDB_API_KEY: 'wrong-key', TMDB_API_ORIGIN: tmdb.origin }),
    );
    expect(tmdb.requests).toHaveLength(2);
    expect(lists).toEqual({ movies: [], series: [] });
    expect(summary).toContain('HTTP 401: Invalid API key');
  });

  it('without a key makes no request and uses the last good lists, else empty lists', async () => {
    const empty = await loadMovieLists(filter, options({ TMDB_API_ORIGIN: tmdb.origin }));
    expect(empty.lists).toEqual({ movies: [], series: [] });
    expect(empty.summary).toBe(
      'no TMDB_API_KEY set; movies: nothing cached, showing skeletons; series: nothing cached, showing skeletons',
    );
    const fetched = await loadMovieLists(filter, options());
    tmdb.requests.length = 0;
    const cached = await loadMovieLists(filter, options({ TMDB_API_ORIGIN: tmdb.origin }));
    expect(tmdb.requests).toHaveLength(0);
    expect(cached.lists).toEqual(fetched.lists);
    expect(cached.summary).toBe(
      'no TMDB_API_KEY set; movies: showing 6 from the cache of 2026-11-20; series: showing 6 from the cache of 2026-11-20',
    );
  });

  it('ignores a damaged cache file and says so', async () => {
    await loadMovieLists(filter, options());
    await writeFile(cacheFile, '{"movies": [');
    const { lists, summary } = await loadMovieLists(filter, options({}));
    expect(lists).toEqual({ movies: [], series: [] });
    expect(summary).toMatch(/^movies\.json is unreadable and was ignored; no TMDB_API_KEY set/);
  });

  it('never writes the key to the log line or the cache, even when TMDB echoes it back', async () => {
    await loadMovieLists(filter, options());
    tmdb.setMode('500');
    const { summary, lists } = await loadMovieLists(filter, options());
    expect(summary).toContain('[TMDB_API_KEY]');
    for (const text of [summary, JSON.stringify(lists), await readFile(cacheFile, 'utf8')])
      expect(text).not.toContain('test-key');
  });
});
