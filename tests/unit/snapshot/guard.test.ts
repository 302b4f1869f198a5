import { describe, expect, it } from 'vitest';
import { findProblems, type TableOutcome } from '../../../build/snapshot/guard';

const fetched = (channels: number, previousChannels?: number): TableOutcome => ({
  table: 'exyu_channels',
  previousChannels,
  fetched: true,
  channels,
});

describe('the snapshot guard', () => {
  it('accepts a table that grew, stayed or lost at most 10 %, and a first snapshot', () => {
    expect(findProblems([fetched(1_000, 900), fetched(1_000, 1_000), fetched(900, 1_000), fetched(5)], false)).toEqual(
      [],
    );
  });

  it('refuses a table that lost more than 10 %, saying by how much and how to override', () => {
    expect(findProblems([fetched(899, 1_000)], false)).toEqual([
      'exyu_channels: shrank by 10.1 % (1000 → 899 channels; at most 10 % is accepted); run with --allow-shrink if that is intended',
    ]);
  });

  it('refuses an empty table, with or without a snapshot on disk', () => {
    expect(findProblems([fetched(0, 1_000), fetched(0)], false)).toEqual([
      'exyu_channels: came back empty (1000 in the snapshot on disk); run with --allow-shrink if that is intended',
      'exyu_channels: came back empty; run with --allow-shrink if that is intended',
    ]);
  });

  it('--allow-shrink accepts an empty or much smaller table, never a failed read', () => {
    const failed: TableOutcome = { table: 'europa_channels', previousChannels: 500, fetched: false, error: 'HTTP 503' };
    expect(findProblems([fetched(0, 1_000), fetched(10, 1_000), failed], true)).toEqual(['europa_channels: HTTP 503']);
    expect(findProblems([failed], false)).toEqual(['europa_channels: HTTP 503']);
  });

  it('reports every table with a problem, in order', () => {
    const failed: TableOutcome = {
      table: 'rest_channels',
      previousChannels: undefined,
      fetched: false,
      error: 'timeout',
    };
    expect(findProblems([fetched(0, 10), fetched(100, 100), failed], false)).toHaveLength(2);
  });
});
