import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadChannels, parseChannelSnapshot } from '../../build/content/channels';
import { formatCommitMessage } from '../../build/snapshot/report';
import { runSnapshot, type SnapshotOptions } from '../../build/snapshot/run';
import { setRegionTable, startChannelServer, testTables } from '../fixtures/channel-tables';
import type { PostgrestFixture } from '../fixtures/postgrest';

let dir: string;
let server: PostgrestFixture;
let options: SnapshotOptions;

const rows = (names: string[], category = 'SPORT|SERBIA') => names.map((name) => ({ category, name }));

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'snapshot-first-seen-'));
  server = await startChannelServer({
    exyu: { rows: rows(['Arena Sport 1', 'RTS 1']) },
    europa: { rows: rows(['Eurosport 1'], 'SPORT') },
    'rest-of-world': { rows: rows(['CNN'], 'NEWS') },
  });
  options = {
    url: server.url,
    key: server.key,
    tables: testTables,
    file: path.join(dir, 'channels.jsonl'),
    allowShrink: true,
  };
});

afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('first-seen dates across snapshots', () => {
  it('keeps the date of channels it already had and stamps the new snapshot date on new ones', async () => {
    await runSnapshot({ ...options, today: '2026-10-01' });
    setRegionTable(server, 'exyu', { rows: rows(['Arena Sport 1', 'Arena Sport 2']) });
    const report = await runSnapshot({ ...options, today: '2026-11-02' });
    expect(report.outcome).toBe('written');
    const snapshot = await loadChannels(options.file);
    expect(snapshot).toMatchObject({ date: '2026-11-02', since: '2026-10-01' });
    expect(snapshot.regions.exyu.channels).toEqual([
      { category: 'SPORT – Srbija', name: 'Arena Sport 1', firstSeen: '2026-10-01' },
      { category: 'SPORT – Srbija', name: 'Arena Sport 2', firstSeen: '2026-11-02' },
    ]);
    expect(snapshot.regions.europa.channels).toEqual([
      { category: 'SPORT', name: 'Eurosport 1', firstSeen: '2026-10-01' },
    ]);

    expect(formatCommitMessage(report)).toBe(
      [
        'Nightly channel snapshot: 1 added, 1 removed',
        '',
        'Ex-Yu list: 1 added, 1 removed',
        '+ SPORT – Srbija: Arena Sport 2',
        '- SPORT – Srbija: RTS 1',
        '',
      ].join('\n'),
    );
  });

  it('leaves the file and its date alone when no channel changed', async () => {
    await runSnapshot({ ...options, today: '2026-10-01' });
    const before = await readFile(options.file, 'utf8');
    expect((await runSnapshot({ ...options, today: '2026-11-02' })).outcome).toBe('unchanged');
    expect(await readFile(options.file, 'utf8')).toBe(before);
  });

  it('dates a channel that comes back after it was removed as new again', async () => {
    await runSnapshot({ ...options, today: '2026-10-01' });
    setRegionTable(server, 'rest-of-world', { rows: rows(['BBC World'], 'NEWS') });
    await runSnapshot({ ...options, today: '2026-10-05' });
    setRegionTable(server, 'rest-of-world', { rows: rows(['BBC World', 'CNN'], 'NEWS') });
    await runSnapshot({ ...options, today: '2026-10-09' });
    const { regions } = await loadChannels(options.file);
    expect(regions['rest-of-world'].channels.map((c) => [c.name, c.firstSeen])).toEqual([
      ['BBC World', '2026-10-05'],
      ['CNN', '2026-10-09'],
    ]);
  });
});

describe('snapshot file errors', () => {
  const header = JSON.stringify({
    note: 'x',
    date: '2026-11-02',
    since: '2026-10-01',
    regions: {
      exyu: { table: 'Ex-Yu list', count: 2 },
      europa: { table: 'Europa list', count: 0 },
      'rest-of-world': { table: 'Rest of World list', count: 0 },
    },
  });
  const line = (fields: object) =>
    JSON.stringify({ region: 'exyu', category: 'FILM', name: 'HBO', firstSeen: '2026-10-01', ...fields });
  const parse = (lines: string[]) => () =>
    parseChannelSnapshot({ file: 'content/channels.jsonl', text: lines.join('\n') + '\n' });

  it('names the file and line of a broken or invalid channel', () => {
    expect(parse([header, line({}), '{"region": "exyu",'])).toThrow(/^content\/channels\.jsonl:3:1 not a JSON line/);
    expect(parse([header, line({}), line({ name: ' HBO 2', firstSeen: '1 Oct' })])).toThrow(
      /content\/channels\.jsonl:3:1 name: must not start or end with spaces\ncontent\/channels\.jsonl:3:1 firstSeen: "1 Oct" is not a date: write it as YYYY-MM-DD, e.g. 2026-11-01/,
    );
    expect(parse([header, line({}), line({ region: 'asia' })])).toThrow(/content\/channels\.jsonl:3:1 region: /);
  });

  it('catches a repeated channel and a count that disagrees with the lines', () => {
    expect(parse([header, line({}), line({})])).toThrow(
      'content/channels.jsonl:3:1 name: the same channel is listed twice in exyu',
    );
    expect(parse([header, line({})])).toThrow(
      'content/channels.jsonl:1:1 regions.exyu.count: says 2 but 1 channels are listed',
    );
  });

  it('reads what it is given from disk under its project path', async () => {
    const file = path.join(dir, 'broken.jsonl');
    await writeFile(file, `${header}\nnot json\n`);
    await expect(loadChannels(file)).rejects.toThrow(/broken\.jsonl:2:1 not a JSON line/);
  });
});
