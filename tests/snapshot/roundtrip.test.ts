import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadChannels } from '../../build/content/channels';
import { runSnapshot, type SnapshotOptions } from '../../build/snapshot/run';
import { serializeSnapshot } from '../../build/snapshot/write';
import { generateRows, setRegionTable, startChannelServer, testTables } from '../fixtures/channel-tables';
import type { PostgrestFixture } from '../fixtures/postgrest';

const hostileNames = [
  '<script>alert(1)</script>',
  `"'`,
  `He said "hi" & it's <b>bold</b>`,
  'N'.repeat(500),
  'قناة الجزيرة',
  'ערוץ 2 HD',
  '\u202Eevil\u202C name',
  '📺 Sport 🇷🇸 4K',
  '- item',
  '#comment',
  'key: value',
  'a #b',
  '---',
  '...',
  'null',
  '~',
  'true',
  '0x1F',
  '{ x: 1 }',
  '[a, b]',
  '!!binary abc',
  '*ref',
  '&ref',
  '%TAG',
  '@handle',
  '`tick`',
  'C:\\tv\\new',
  'tab\tinside',
  'line\nbreak',
  'nul\u0000byte',
  'lone \ud800 surrogate',
  'Ž\u0301 Đ ć č',
];

const hostileCategories = ['key: value|SERBIA', '#comment', '- item|XYZ', '<i>FILM</i>'];

let dir: string;
let server: PostgrestFixture;
let options: SnapshotOptions;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'snapshot-roundtrip-'));
  server = await startChannelServer({
    exyu: {
      rows: hostileNames.map((name, i) => ({ category: hostileCategories[i % hostileCategories.length]!, name })),
    },
    europa: { rows: generateRows(1_200, 'Eu') },
    'rest-of-world': { rows: generateRows(3, 'Rw') },
  });
  options = { url: server.url, key: server.key, tables: testTables, file: path.join(dir, 'channels.jsonl') };
});

afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('snapshot text', () => {
  it('stores hostile names and categories unchanged, one channel per line', async () => {
    expect((await runSnapshot(options)).outcome).toBe('written');
    const snapshot = await loadChannels(options.file);
    expect(snapshot.regions.exyu.channels.map((c) => c.name).sort()).toEqual([...hostileNames].sort());
    expect(new Set(snapshot.regions.exyu.channels.map((c) => c.category))).toEqual(
      new Set(['key: value – Srbija', '#comment', '- item – XYZ', '<i>FILM</i>']),
    );
    const text = await readFile(options.file, 'utf8');
    const channelLines = text.split('\n').filter((line) => line.startsWith('{"region":'));
    expect(channelLines).toHaveLength(hostileNames.length + 1_200 + 3);
    expect(text).toMatch(/^\{"note":"Written by `npm run snapshot`/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('leaves the file byte-for-byte the same on a second run against unchanged data', async () => {
    await runSnapshot(options);
    const first = await readFile(options.file);
    const firstModified = (await stat(options.file)).mtimeMs;
    // Same rows, stored in another physical order: the server's ORDER BY decides, so nothing changes.
    setRegionTable(server, 'europa', { rows: generateRows(1_200, 'Eu').toReversed() });
    const second = await runSnapshot(options);
    expect(second.outcome).toBe('unchanged');
    expect(second.tables.every((t) => t.added.length === 0 && t.removed.length === 0)).toBe(true);
    expect(await readFile(options.file)).toEqual(first);
    expect((await stat(options.file)).mtimeMs).toBe(firstModified);
    // Had it written, the bytes would be the same: serializing what was read back reproduces the file.
    expect(serializeSnapshot(await loadChannels(options.file))).toBe(first.toString('utf8'));
  });

  it('leaves no temporary file behind', async () => {
    await runSnapshot(options);
    setRegionTable(server, 'rest-of-world', { rows: generateRows(4, 'Rw') });
    expect((await runSnapshot(options)).outcome).toBe('written');
    expect(await readdir(dir)).toEqual(['channels.jsonl']);
  });
});
