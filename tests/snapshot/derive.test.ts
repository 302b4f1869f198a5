import { describe, expect, it } from 'vitest';
import { deriveCategory, deriveRegion } from '../../build/snapshot/derive';
import { readSnapshotEnvironment } from '../../build/snapshot/env';
import { findProblems } from '../../build/snapshot/guard';
import { listChanges } from '../../build/snapshot/report';

describe('deriveCategory', () => {
  it.each([
    ['SPORT|SERBIA', 'SPORT – Srbija'],
    ['INFORMATIVNI|BOSNIA', 'INFORMATIVNI – Bosna i Hercegovina'],
    ['FILM|MACEDONIA', 'FILM – Sjeverna Makedonija'],
    ['INFO|GERMANY', 'INFO – Njemačka'],
    ['INFO|SPAIN', 'INFO – Španija'],
    ['INFO|UK', 'INFO – Velika Britanija'],
    ['INFO|USA', 'INFO – SAD'],
    ['  SPORT | serbia  ', 'SPORT – Srbija'],
    ['|SERBIA', 'Srbija'],
    ['SERBIA|SERBIA', 'Srbija'],
    ['Srbija|SERBIA', 'Srbija'],
    ['SPORT|XYZ', 'SPORT – XYZ'],
    ['|XYZ', 'XYZ'],
    ['SPORT|', 'SPORT'],
    ['A|B|CROATIA', 'A|B – Hrvatska'],
    ['DOKUMENTARNI', 'DOKUMENTARNI'],
    ['  MUZIKA  ', 'MUZIKA'],
    ['', 'Ostalo'],
    ['   ', 'Ostalo'],
    ['|', 'Ostalo'],
    [null, 'Ostalo'],
  ])('%j → %j', (raw, label) => {
    expect(deriveCategory(raw)).toBe(label);
  });
});

describe('deriveRegion', () => {
  it('trims, drops rows without a name, collapses exact duplicates and sorts by category then name', () => {
    const derived = deriveRegion([
      { category: 'SPORT|SERBIA', name: ' Arena Sport 2 HD ' },
      { category: 'SPORT|SERBIA', name: 'Arena Sport 1 HD' },
      { category: 'SPORT – Srbija', name: 'Arena Sport 1 HD' },
      { category: ' SPORT|SERBIA', name: 'Arena Sport 1 HD  ' },
      { category: 'SPORT|CROATIA', name: 'Arena Sport 1 HD' },
      { category: 'INFO', name: '' },
      { category: 'INFO', name: '   ' },
      { category: 'INFO', name: null },
      { category: null, name: 'Nameless Category TV' },
      { category: 'INFO|SERBIA', name: '<b>RTS 1</b> & "Co"' },
    ]);
    expect(derived.channels).toEqual([
      { category: 'INFO – Srbija', name: '<b>RTS 1</b> & "Co"' },
      { category: 'Ostalo', name: 'Nameless Category TV' },
      { category: 'SPORT – Hrvatska', name: 'Arena Sport 1 HD' },
      { category: 'SPORT – Srbija', name: 'Arena Sport 1 HD' },
      { category: 'SPORT – Srbija', name: 'Arena Sport 2 HD' },
    ]);
    expect(derived.dropped).toBe(3);
    expect(derived.duplicates).toBe(2);
  });

  it('keeps names that differ only in case or inner spacing apart (they are different text)', () => {
    const derived = deriveRegion([
      { category: 'X', name: 'Pink HD' },
      { category: 'X', name: 'PINK HD' },
      { category: 'X', name: 'Pink  HD' },
    ]);
    expect(derived.channels).toHaveLength(3);
    expect(derived.duplicates).toBe(0);
  });
});

describe('findProblems', () => {
  const fetched = (channels: number, previousChannels?: number) => ({
    table: 'T',
    fetched: true as const,
    channels,
    previousChannels,
  });

  it('accepts a table that grows, stays or shrinks by at most 10 %', () => {
    expect(
      findProblems([fetched(120, 100), fetched(100, 100), fetched(90, 100), fetched(5, undefined)], false),
    ).toEqual([]);
  });

  it('refuses a shrink of more than 10 % and an empty table unless told to allow it', () => {
    expect(findProblems([fetched(89, 100)], false)).toEqual([
      'T: shrank by 11.0 % (100 → 89 channels; at most 10 % is accepted); run with --allow-shrink if that is intended',
    ]);
    expect(findProblems([fetched(0, undefined)], false)).toEqual([
      'T: came back empty; run with --allow-shrink if that is intended',
    ]);
    expect(findProblems([fetched(0, 40)], false)[0]).toContain('came back empty (40 in the snapshot on disk)');
    expect(findProblems([fetched(89, 100), fetched(0, 40)], true)).toEqual([]);
  });

  it('never overrides a failed read', () => {
    const failed = {
      table: 'T',
      fetched: false as const,
      error: 'gave up after 5 attempts: HTTP 503',
      previousChannels: 10,
    };
    expect(findProblems([failed], true)).toEqual(['T: gave up after 5 attempts: HTTP 503']);
  });
});

describe('listChanges', () => {
  it('lists channels added and removed by category and name', () => {
    const before = [
      { category: 'A', name: '1' },
      { category: 'A', name: '2' },
    ];
    const after = [
      { category: 'A', name: '2' },
      { category: 'B', name: '1' },
      { category: 'B', name: '3' },
    ];
    expect(listChanges(before, after)).toEqual({
      added: [
        { category: 'B', name: '1' },
        { category: 'B', name: '3' },
      ],
      removed: [{ category: 'A', name: '1' }],
    });
  });
});

describe('readSnapshotEnvironment', () => {
  const valid = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon' };

  it('names each missing variable in one line', () => {
    expect(() => readSnapshotEnvironment({ SUPABASE_ANON_KEY: 'anon' })).toThrow(
      /^Missing environment variable SUPABASE_URL \(/,
    );
    expect(() => readSnapshotEnvironment({ SUPABASE_URL: valid.SUPABASE_URL, SUPABASE_ANON_KEY: ' ' })).toThrow(
      /^Missing environment variable SUPABASE_ANON_KEY/,
    );
    expect(() => readSnapshotEnvironment({})).toThrow(/SUPABASE_URL .* and SUPABASE_ANON_KEY/);
  });

  it('reads limits and the snapshot path, and rejects malformed values', () => {
    expect(
      readSnapshotEnvironment({
        ...valid,
        SNAPSHOT_TIMEOUT_MS: '500',
        SNAPSHOT_RETRIES: '0',
        SNAPSHOT_FILE: '/tmp/x.jsonl',
      }),
    ).toEqual({
      url: valid.SUPABASE_URL,
      key: 'anon',
      file: '/tmp/x.jsonl',
      limits: { requestTimeoutMs: 500, retries: 0 },
    });
    expect(readSnapshotEnvironment(valid).file).toBe('content/channels.jsonl');
    expect(() => readSnapshotEnvironment({ ...valid, SNAPSHOT_RETRIES: 'many' })).toThrow(
      'SNAPSHOT_RETRIES must be a whole number',
    );
    expect(() => readSnapshotEnvironment({ ...valid, SUPABASE_URL: 'abc.supabase.co' })).toThrow(
      'SUPABASE_URL must be an http(s) URL',
    );
  });
});
