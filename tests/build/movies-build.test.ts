import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTmdbFixture, type TmdbFixture } from '../fixtures/tmdb';
import { decodeEntities, parseHtml } from '../support/html';
import { buildBudget, copyProject, describeBuild, type ProjectCopy } from '../support/project-copy';

let project: ProjectCopy;
let tmdb: TmdbFixture;

/** Every file under dir, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const abs = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(abs) : [abs];
  });
}

/** The titles the home page's Filmovi / Serije tabs show, in order. */
const homeTitles = (project: ProjectCopy) =>
  parseHtml(project.read('dist/index.html'))
    .querySelectorAll('.movie-title')
    .map((title) => decodeEntities(title.textContent.trim()));

const cachedTitles = (project: ProjectCopy) => {
  const cache = JSON.parse(project.read('.cache/movies.json'));
  return [...cache.movies.cards, ...cache.series.cards].map((card: { title: string }) => card.title);
};

const movieLine = (stdout: string) => stdout.split('\n').find((line) => line.startsWith('movies ')) ?? '';

beforeAll(async () => {
  project = copyProject('balkanstream-movies-');
  // Start from no cached lists, whatever the project's own cache holds.
  rmSync(project.file('.cache/movies.json'), { force: true });
  tmdb = await startTmdbFixture('test-key');
});

afterAll(async () => {
  await tmdb?.close();
  project?.remove();
});

describe('movie lists in the build', () => {
  it('fetches both lists with the key, says so in one log line, caches them and leaves the key out of dist/', {
    timeout: buildBudget(1),
  }, async () => {
    const result = await project.buildAsync({ TMDB_API_KEY: 'test-key', TMDB_API_ORIGIN: tmdb.origin });
    expect(result.status, describeBuild(result)).toBe(0);
    expect(movieLine(result.stdout)).toMatch(
      /^movies +\d+ ms {2}movies fetched 6\/6 \(7 of 13 popular are European\); series fetched 6\/6 \(7 of 12 popular are European\); cache updated$/,
    );
    expect(tmdb.requests.map((r) => [r.list, r.language])).toEqual(
      expect.arrayContaining([
        ['movie', 'hr'],
        ['tv', 'hr'],
      ]),
    );

    const cache = JSON.parse(project.read('.cache/movies.json'));
    expect(cache.movies.cards.map((c: { id: number }) => c.id)).toEqual([102, 104, 107, 108, 110, 111]);
    expect(cache.series.cards).toHaveLength(6);
    expect(homeTitles(project), 'the home page shows the fetched lists').toEqual(cachedTitles(project));

    const leaks = filesUnder(project.file('dist')).filter((file) => readFileSync(file).includes('test-key'));
    expect(leaks).toEqual([]);
    expect(result.stdout + result.stderr).not.toContain('test-key');
  });

  it('still builds when TMDB fails, says why and keeps the last good lists', { timeout: buildBudget(1) }, async () => {
    tmdb.setMode('500');
    const before = project.read('.cache/movies.json');
    const result = await project.buildAsync({ TMDB_API_KEY: 'test-key', TMDB_API_ORIGIN: tmdb.origin });
    expect(result.status, describeBuild(result)).toBe(0);
    expect(movieLine(result.stdout)).toMatch(
      /movies failed \(gave up after 3 attempts: HTTP 500[^)]*\), showing 6 from the cache of \d{4}-\d\d-\d\d/,
    );
    expect(result.stdout + result.stderr).not.toContain('test-key');
    expect(project.read('.cache/movies.json')).toBe(before);
    expect(homeTitles(project), 'the home page keeps showing the last good lists').toEqual(cachedTitles(project));
  });

  it('builds without a key from the cache, asking TMDB nothing', { timeout: buildBudget(1) }, async () => {
    tmdb.requests.length = 0;
    const result = await project.buildAsync({ TMDB_API_ORIGIN: tmdb.origin });
    expect(result.status, describeBuild(result)).toBe(0);
    expect(movieLine(result.stdout)).toMatch(
      /no TMDB_API_KEY set; movies: showing 6 from the cache of [\d-]+; series: showing 6 from the cache of [\d-]+$/,
    );
    expect(tmdb.requests).toEqual([]);
  });
});
