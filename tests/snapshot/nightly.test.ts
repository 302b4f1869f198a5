import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRegionTable, startChannelServer } from '../fixtures/channel-tables';
import { seedRows } from '../fixtures/channels-seed';
import type { PostgrestFixture } from '../fixtures/postgrest';
import { startTmdbFixture, type TmdbFixture } from '../fixtures/tmdb';
import { copyProject } from '../support/project-copy';
import { projectRoot } from '../support/site';

// `npm run nightly` end to end, in a clone whose origin is a local bare repository, against the PostgREST and
// TMDB stand-ins. The cases run in order on the same clone, as successive nights would.

// Each night builds the whole site.
vi.setConfig({ testTimeout: 180_000 });

const NEW_CHANNEL = { category: 'SPORT|SERBIA', name: 'Arena Sport 11 HD' };

let dir: string;
let origin: string;
let clone: string;
let supabase: PostgrestFixture;
let tmdb: TmdbFixture;

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

const originLog = () => git(origin, 'log', '--format=%s', 'main').split('\n');

/** `npm run nightly` in the clone, with the stand-ins' origins and no Cloudflare secrets. */
function nightly(): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1' };
  Object.assign(env, {
    SUPABASE_URL: supabase.url,
    SUPABASE_ANON_KEY: supabase.key,
    SNAPSHOT_TIMEOUT_MS: '2000',
    SNAPSHOT_RETRIES: '1',
    SNAPSHOT_RETRY_DELAY_MS: '10',
    TMDB_API_KEY: 'test-key',
    TMDB_API_ORIGIN: tmdb.origin,
  });
  return new Promise((resolve) => {
    const child = spawn(path.join(projectRoot, 'node_modules/.bin/tsx'), ['build/nightly/cli.ts'], { cwd: clone, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The channel catalogue the built site ships. */
function builtCatalogue(): string {
  const file = readdirSync(path.join(clone, 'dist/assets')).find((f) => /^channels-.*\.json$/.test(f));
  return readFileSync(path.join(clone, 'dist/assets', file!), 'utf8');
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'balkanstream-nightly-'));
  origin = path.join(dir, 'origin.git');
  clone = path.join(dir, 'clone');
  // The project's files as a repository pushed to a bare origin, then cloned as the workflow's checkout would.
  const copy = copyProject('balkanstream-nightly-source-');
  try {
    rmSync(copy.file('node_modules'));
    writeFileSync(copy.file('.gitignore'), 'node_modules\ndist/\ndist.*/\n.cache/\nserve.json\n.wrangler/\n');
    git(copy.root, 'init', '--quiet', '-b', 'main');
    git(copy.root, 'add', '-A');
    git(copy.root, '-c', 'user.name=test', '-c', 'user.email=test@example.invalid', 'commit', '--quiet', '-m', 'site');
    git(dir, 'init', '--quiet', '--bare', '-b', 'main', origin);
    git(copy.root, 'push', '--quiet', origin, 'main');
    git(dir, 'clone', '--quiet', origin, clone);
    symlinkSync(path.join(projectRoot, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
    // Encoded images are cached by content hash: a copy only saves time.
    if (existsSync(copy.file('.cache'))) cpSync(copy.file('.cache'), path.join(clone, '.cache'), { recursive: true });
  } finally {
    copy.remove();
  }
  supabase = await startChannelServer({
    exyu: { rows: [...seedRows.exyu, NEW_CHANNEL] },
    europa: { rows: seedRows.europa },
    'rest-of-world': { rows: seedRows['rest-of-world'] },
  });
  tmdb = await startTmdbFixture('test-key');
});

afterAll(async () => {
  await supabase?.close();
  await tmdb?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run nightly', () => {
  it('(a) a table changed: one commit with the per-table message is pushed, and the site is built from it', async () => {
    const { code, output } = await nightly();
    expect(code, output).toBe(0);
    expect(originLog()).toEqual(['Nightly channel snapshot: 1 added, 0 removed', 'site']);
    expect(git(origin, 'log', '-1', '--format=%B', 'main')).toBe(
      'Nightly channel snapshot: 1 added, 0 removed\n\nEx-Yu list: 1 added, 0 removed\n+ SPORT – Srbija: Arena Sport 11 HD',
    );
    expect(git(origin, 'show', '--name-only', '--format=', 'main')).toBe('content/channels.jsonl');
    expect(git(origin, 'show', 'main:content/channels.jsonl')).toContain('Arena Sport 11 HD');
    expect(git(clone, 'status', '--porcelain')).toBe('');
    expect(builtCatalogue()).toContain('Arena Sport 11 HD');
    expect(readFileSync(path.join(clone, 'dist/index.html'), 'utf8'), 'movie lists from the TMDB stand-in').toContain(
      'Tri boje: Plavo',
    );
    expect(output).toContain("dist/ is published as the workflow's artifact");
  });

  it('(c) nothing changed: no commit', async () => {
    const { code, output } = await nightly();
    expect(code, output).toBe(0);
    expect(output).toContain('The snapshot did not change: nothing to commit.');
    expect(originLog()).toHaveLength(2);
    expect(git(clone, 'status', '--porcelain')).toBe('');
  });

  it('(b) snapshot refused: the site is built from the last good snapshot and published, the run ends red naming the table and reason, nothing is committed', async () => {
    setRegionTable(supabase, 'europa', { rows: seedRows.europa.slice(0, 60) });
    rmSync(path.join(clone, 'dist'), { recursive: true, force: true });
    const { code, output } = await nightly();
    expect(code, output).toBe(1);
    expect(output).toMatch(
      /nightly: The channel snapshot was not refreshed; the site was built and published from the last good one\.\n[\s\S]*NOT replaced \(1 problem\):\n {2}Europa list: shrank by \d+\.\d % \(141 → 60 channels; at most 10 % is accepted\)/,
    );
    expect(output).toContain("dist/ is published as the workflow's artifact");
    expect(builtCatalogue(), 'channels the refused table lost are still on the site').toContain(
      seedRows.europa[100]!.name,
    );
    expect(builtCatalogue()).toContain('Arena Sport 11 HD');
    expect(originLog()).toHaveLength(2);
    expect(git(clone, 'status', '--porcelain')).toBe('');
  });
});
