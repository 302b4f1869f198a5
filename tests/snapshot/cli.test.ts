import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadChannels } from '../../build/content/channels';
import { projectRoot } from '../../build/paths';
import { setRegionTable, startChannelServer } from '../fixtures/channel-tables';
import { seedRows } from '../fixtures/channels-seed';
import type { PostgrestFixture } from '../fixtures/postgrest';

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run snapshot`'s command as a child process with only the given variables (plus PATH). */
function runCli(env: Record<string, string>, args: string[] = []): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(projectRoot, 'node_modules/.bin/tsx'), ['build/snapshot/cli.ts', ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let dir: string;
let file: string;
let server: PostgrestFixture;
let env: Record<string, string>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'snapshot-cli-'));
  file = path.join(dir, 'channels.jsonl');
  // A temp copy of the committed snapshot: the CLI compares with it and replaces it, never content/channels.jsonl.
  await copyFile(path.join(projectRoot, 'content/channels.jsonl'), file);
  server = await startChannelServer({
    exyu: { rows: [...seedRows.exyu, { category: 'SPORT|SERBIA', name: 'Arena Sport 11 HD' }] },
    europa: { rows: seedRows.europa },
    'rest-of-world': { rows: seedRows['rest-of-world'] },
  });
  env = {
    SUPABASE_URL: server.url,
    SUPABASE_ANON_KEY: server.key,
    SNAPSHOT_FILE: file,
    SNAPSHOT_TIMEOUT_MS: '2000',
    SNAPSHOT_RETRIES: '1',
    SNAPSHOT_RETRY_DELAY_MS: '10',
    SNAPSHOT_DEADLINE_MS: '10000',
  };
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('npm run snapshot (cli.ts)', () => {
  it('names a missing variable in one line and exits 1', async () => {
    const { SUPABASE_URL: _, ...withoutUrl } = env;
    const result = await runCli(withoutUrl);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^snapshot: Missing environment variable SUPABASE_URL \(/);
  });

  it('writes the snapshot, reports every table and leaves the nightly commit message', async () => {
    const message = path.join(dir, 'message.txt');
    const result = await runCli(env, ['--commit-message', message]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'Ex-Yu list: 295 rows, 292 channels, 1 added, 0 removed, 1 dropped (no name), 2 duplicates collapsed',
    );
    expect(result.stdout).toContain('Europa list: ');
    expect(result.stdout).toContain('Rest of World list: ');
    expect(result.stdout).toContain('channels.jsonl written.');
    const snapshot = await loadChannels(file);
    expect(snapshot.regions.exyu.channels).toContainEqual(
      expect.objectContaining({ category: 'SPORT – Srbija', name: 'Arena Sport 11 HD' }),
    );
    // Stamped with the day of the run; the channels it already had keep their dates.
    const today = new Date().toISOString().slice(0, 10);
    expect(snapshot.regions.exyu.channels.filter((c) => c.firstSeen === today).map((c) => c.name)).toEqual([
      'Arena Sport 11 HD',
    ]);
    expect(await readFile(message, 'utf8')).toBe(
      'Nightly channel snapshot: 1 added, 0 removed\n\nEx-Yu list: 1 added, 0 removed\n+ SPORT – Srbija: Arena Sport 11 HD\n',
    );
  });

  it('refuses a table that shrank by more than 10 %, says which and why, and exits 1', async () => {
    const before = await readFile(file);
    setRegionTable(server, 'europa', { rows: seedRows.europa.slice(0, 60) });
    const result = await runCli(env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('NOT replaced (1 problem):');
    expect(result.stderr).toMatch(
      /^ {2}Europa list: shrank by \d+\.\d % \(141 → 60 channels; at most 10 % is accepted\); run with --allow-shrink/m,
    );
    expect(await readFile(file)).toEqual(before);
  });
});
