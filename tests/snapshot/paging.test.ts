import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadChannels } from '../../build/content/channels';
import { deriveRegion } from '../../build/snapshot/derive';
import { runSnapshot } from '../../build/snapshot/run';
import { generateRows, setRegionTable, startChannelServer, testTables } from '../fixtures/channel-tables';
import type { PostgrestFixture } from '../fixtures/postgrest';

const fastLimits = { requestTimeoutMs: 2_000, retries: 2, retryDelayMs: 10, deadlineMs: 20_000 };

let dir: string;
let file: string;
let server: PostgrestFixture | undefined;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'snapshot-paging-'));
  file = path.join(dir, 'channels.jsonl');
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(dir, { recursive: true, force: true });
});

describe('runSnapshot paging', () => {
  it.each([
    [999, 1000, 1001],
    [12_345, 0, 1],
  ])('reads tables of %i, %i and %i rows', async (exyuRows, europaRows, restRows) => {
    const rows = {
      exyu: generateRows(exyuRows, 'Ex'),
      europa: generateRows(europaRows, 'Eu'),
      'rest-of-world': generateRows(restRows, 'Rw'),
    };
    server = await startChannelServer({
      exyu: { rows: rows.exyu.toReversed() }, // the server, not the table, must order the rows
      europa: { rows: rows.europa },
      'rest-of-world': { rows: rows['rest-of-world'] },
    });
    const report = await runSnapshot({
      url: server.url,
      key: server.key,
      tables: testTables,
      file,
      allowShrink: europaRows === 0,
      limits: fastLimits,
    });
    expect(report.problems).toEqual([]);
    expect(report.outcome).toBe('written');
    expect(report.tables.map((t) => [t.region, t.rows, t.channels])).toEqual([
      ['exyu', exyuRows, exyuRows],
      ['europa', europaRows, europaRows],
      ['rest-of-world', restRows, restRows],
    ]);

    const snapshot = await loadChannels(file);
    for (const region of ['exyu', 'europa', 'rest-of-world'] as const) {
      expect(snapshot.regions[region].channels).toEqual(
        deriveRegion(rows[region]).channels.map((c) => ({ ...c, firstSeen: expect.any(String) })),
      );
      expect(snapshot.regions[region].count).toBe(rows[region].length);
    }
    // Every request asked for at most 1000 rows, ordered by both columns, with an exact count.
    for (const request of server.requests) {
      expect(Number(request.url.searchParams.get('limit'))).toBeLessThanOrEqual(1000);
      expect(request.url.searchParams.get('order')).toBe('"Category".asc,"Channel Name".asc');
      expect(request.headers.prefer).toContain('count=exact');
    }
    const exyuRequests = server.requests.filter((r) => r.table === 'Ex-Yu list');
    expect(exyuRequests).toHaveLength(Math.ceil(exyuRows / 1000));
  });

  it('keeps paging from what arrived when the server caps pages below the size asked for', async () => {
    const rows = generateRows(2_345);
    server = await startChannelServer(
      { exyu: { rows }, europa: { rows: generateRows(10) }, 'rest-of-world': { rows: generateRows(251) } },
      { maxRows: 250 },
    );
    const report = await runSnapshot({
      url: server.url,
      key: server.key,
      tables: testTables,
      file,
      limits: fastLimits,
    });
    expect(report.outcome).toBe('written');
    expect((await loadChannels(file)).regions.exyu.channels).toEqual(
      deriveRegion(rows).channels.map((c) => ({ ...c, firstSeen: expect.any(String) })),
    );
    const offsets = server.requests
      .filter((r) => r.table === 'Ex-Yu list')
      .map((r) => Number(r.url.searchParams.get('offset')));
    expect(offsets).toEqual([0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250]);
  });

  it('refuses an empty table, and writes it only with allowShrink', async () => {
    server = await startChannelServer({
      exyu: { rows: generateRows(50) },
      europa: { rows: generateRows(20) },
      'rest-of-world': { rows: [] },
    });
    const options = { url: server.url, key: server.key, tables: testTables, file, limits: fastLimits };
    const refused = await runSnapshot(options);
    expect(refused.outcome).toBe('refused');
    expect(refused.problems).toEqual([
      'Rest of World list: came back empty; run with --allow-shrink if that is intended',
    ]);
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });

    const allowed = await runSnapshot({ ...options, allowShrink: true });
    expect(allowed.outcome).toBe('written');
    expect((await loadChannels(file)).regions['rest-of-world']).toEqual({
      table: 'Rest of World list',
      count: 0,
      channels: [],
    });
  });

  it('reports rows, added, removed and dropped against the snapshot on disk', async () => {
    server = await startChannelServer({
      exyu: { rows: generateRows(100) },
      europa: { rows: generateRows(30) },
      'rest-of-world': { rows: generateRows(10) },
    });
    const options = { url: server.url, key: server.key, tables: testTables, file, limits: fastLimits };
    await runSnapshot(options);
    setRegionTable(server, 'exyu', {
      rows: [...generateRows(100).slice(5), ...generateRows(3, 'New'), { category: 'X', name: ' ' }],
    });
    const report = await runSnapshot(options);
    expect(report.tables[0]).toEqual({
      region: 'exyu',
      table: 'Ex-Yu list',
      rows: 99,
      channels: 98,
      added: generateRows(3, 'New'),
      removed: generateRows(5),
      dropped: 1,
      duplicates: 0,
    });
    expect(report.tables[1]).toMatchObject({ rows: 30, added: [], removed: [] });
  });
});
