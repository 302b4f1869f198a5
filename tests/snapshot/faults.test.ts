import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { regionKeys, type Region } from '../../shared/content/channels';
import { runSnapshot, type SnapshotOptions } from '../../build/snapshot/run';
import {
  generateRows,
  setRegionTable,
  startChannelServer,
  testTables,
  type RegionTable,
} from '../fixtures/channel-tables';
import type { PostgrestFixture } from '../fixtures/postgrest';

// Small numbers keep each failing case under a couple of seconds. The bound allows for reading the old
// snapshot (before the deadline starts) on a busy machine; without the limits these cases would never end.
const limits = { requestTimeoutMs: 300, retries: 2, retryDelayMs: 20, deadlineMs: 4_000 };
const maxRunMs = limits.deadlineMs + 3_000;

const healthy: Record<Region, RegionTable> = {
  exyu: { rows: generateRows(1_100, 'Ex') },
  europa: { rows: generateRows(200, 'Eu') },
  'rest-of-world': { rows: generateRows(60, 'Rw') },
};

let dir: string;
let server: PostgrestFixture;
let options: SnapshotOptions;
let goodSnapshot: string;
let before: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'snapshot-faults-'));
  server = await startChannelServer(healthy);
  goodSnapshot = path.join(dir, 'good.jsonl');
  const first = await runSnapshot({ url: server.url, key: server.key, tables: testTables, file: goodSnapshot, limits });
  expect(first.outcome).toBe('written');
  before = await readFile(goodSnapshot);
});

beforeEach(async () => {
  for (const region of regionKeys) setRegionTable(server, region, healthy[region]);
  server.requests.length = 0;
  options = { url: server.url, key: server.key, tables: testTables, file: path.join(dir, 'channels.jsonl'), limits };
  await copyFile(goodSnapshot, options.file);
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function timedRun(extra: Partial<SnapshotOptions> = {}) {
  const started = Date.now();
  const report = await runSnapshot({ ...options, ...extra });
  return { report, elapsedMs: Date.now() - started };
}

describe('runSnapshot under faults', () => {
  it('succeeds when a 503 burst ends within the retries', async () => {
    setRegionTable(server, 'europa', { ...healthy.europa, fault: { kind: 'unavailable', requests: 2 } });
    const { report } = await timedRun();
    expect(report.problems).toEqual([]);
    expect(report.outcome).toBe('unchanged');
    expect(server.requests.filter((r) => r.table === 'Europa list')).toHaveLength(3); // 2 failures, then the answer
  });

  it.each<[string, Region, RegionTable, RegExp]>([
    [
      'a 503 that lasts',
      'europa',
      { ...healthy.europa, fault: { kind: 'down' } },
      /^Europa list: gave up after 3 attempts: HTTP 503 Service Unavailable: Could not query/,
    ],
    [
      'a request that never answers',
      'exyu',
      { ...healthy.exyu, fault: { kind: 'hang' } },
      /^Ex-Yu list: gave up after 3 attempts: no answer within 300 ms$/,
    ],
    [
      'malformed JSON',
      'rest-of-world',
      { ...healthy['rest-of-world'], fault: { kind: 'malformed-json' } },
      /^Rest of World list: HTTP 200 OK: the answer is not valid JSON$/,
    ],
    [
      'a count above the rows',
      'exyu',
      { ...healthy.exyu, fault: { kind: 'wrong-count', count: 1_200 } },
      /^Ex-Yu list: the server counts 1200 rows but returned none after row 1100; the count disagrees/,
    ],
    [
      'a count below the rows',
      'europa',
      { ...healthy.europa, fault: { kind: 'wrong-count', count: 150 } },
      /^Europa list: received 200 rows but the server counts only 150$/,
    ],
    [
      'an empty table',
      'rest-of-world',
      { rows: [] },
      /^Rest of World list: came back empty \(60 in the snapshot on disk\); run with --allow-shrink/,
    ],
    [
      'a 50 % shrink',
      'exyu',
      { rows: generateRows(550, 'Ex') },
      /^Ex-Yu list: shrank by 50\.0 % \(1100 → 550 channels; at most 10 % is accepted\); run with --allow-shrink/,
    ],
  ])('refuses %s, within the time bound, leaving the file as it was', async (_, region, table, problem) => {
    setRegionTable(server, region, table);
    const { report, elapsedMs } = await timedRun();
    expect(report.outcome).toBe('refused');
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatch(problem);
    expect(elapsedMs).toBeLessThan(maxRunMs);
    expect(await readFile(options.file)).toEqual(before);
  });

  it('refuses a wrong key without retrying', async () => {
    const { report } = await timedRun({ key: 'wrong-key' });
    expect(report.outcome).toBe('refused');
    expect(report.problems).toEqual([
      'Ex-Yu list: HTTP 401 Unauthorized: Invalid API key',
      'Europa list: HTTP 401 Unauthorized: Invalid API key',
      'Rest of World list: HTTP 401 Unauthorized: Invalid API key',
    ]);
    expect(server.requests).toHaveLength(3);
    expect(await readFile(options.file)).toEqual(before);
  });

  it('does not replace the tables that succeeded when one fails', async () => {
    setRegionTable(server, 'exyu', { rows: generateRows(1_200, 'Ex') });
    setRegionTable(server, 'europa', { ...healthy.europa, fault: { kind: 'down' } });
    const { report } = await timedRun();
    expect(report.outcome).toBe('refused');
    expect(report.tables.find((t) => t.region === 'exyu')?.added).toHaveLength(100);
    expect(await readFile(options.file)).toEqual(before);
  });

  it('gives up at the overall deadline even with retries left', async () => {
    setRegionTable(server, 'exyu', { ...healthy.exyu, fault: { kind: 'hang' } });
    const { report, elapsedMs } = await timedRun({
      limits: { requestTimeoutMs: 400, retries: 50, retryDelayMs: 10, deadlineMs: 1_000 },
    });
    expect(report.outcome).toBe('refused');
    expect(report.problems[0]).toMatch(/^Ex-Yu list: gave up.*overall time limit of 1000 ms/);
    expect(elapsedMs).toBeLessThan(1_000 + 3_000); // 50 retries of 400 ms would take 20 s
    expect(await readFile(options.file)).toEqual(before);
  });

  it('never lets --allow-shrink override a failed read', async () => {
    setRegionTable(server, 'europa', { ...healthy.europa, fault: { kind: 'malformed-json' } });
    const { report } = await timedRun({ allowShrink: true });
    expect(report.outcome).toBe('refused');
    expect(await readFile(options.file)).toEqual(before);
  });

  it('writes a knowingly accepted shrink with allowShrink', async () => {
    setRegionTable(server, 'exyu', { rows: generateRows(550, 'Ex') });
    const { report } = await timedRun({ allowShrink: true });
    expect(report.outcome).toBe('written');
    expect(report.tables[0]).toMatchObject({ channels: 550 });
    expect(report.tables[0]?.removed).toHaveLength(550);
  });
});
