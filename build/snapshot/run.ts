import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import ws from 'ws';
import { parseChannelSnapshot } from '../content/channels';
import { displayPath } from '../content/load';
import { regionKeys, type ChannelSnapshot, type Region, type RegionSnapshot } from '../../shared/content/channels';
import type { Site } from '../../shared/content/site';
import { projectRoot } from '../paths';
import { channelKey, deriveRegion, type ChannelRow } from './derive';
import { fetchAllRows } from './fetch-table';
import { findProblems, type TableOutcome } from './guard';
import { listChanges, type SnapshotReport, type TableReport } from './report';
import { Deadline, defaultFetchLimits, type FetchLimits } from '../net/retry';
import { replaceFile } from '../files/replace-file';
import { serializeSnapshot } from './write';

export interface SnapshotOptions {
  url: string;
  /** The anonymous public key. */
  key: string;
  tables: Site['channelTables'];
  /** Snapshot to compare with and replace; a relative path is taken from the project root. */
  file: string;
  /** Accept a table that came back empty or shrank by more than 10 %. */
  allowShrink?: boolean;
  limits?: Partial<FetchLimits>;
  /** The snapshot's date (YYYY-MM-DD), stamped on channels seen for the first time; defaults to today in UTC. */
  today?: string;
}

// ws's overloaded constructor type does not match realtime-js's structural type, though it is the documented Node transport.
const realtimeTransport = ws as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'];

type TableResult = { region: Region; table: string } & ({ rows: ChannelRow[] } | { error: string });

/**
 * Reads the three channel tables in parallel and replaces the snapshot only when every table
 * arrived whole and passes the guard; otherwise the file on disk stays byte-for-byte as it was.
 */
export async function runSnapshot(options: SnapshotOptions): Promise<SnapshotReport> {
  const file = path.resolve(projectRoot, options.file);
  // Inside the project the usual content/… path; elsewhere (tests, SNAPSHOT_FILE) the absolute one.
  const shownFile = file.startsWith(projectRoot + path.sep) ? displayPath(file) : file;
  const limits: FetchLimits = { ...defaultFetchLimits, ...options.limits };
  // Read (and validate) the old snapshot first: a broken file on disk should stop the run before any request.
  const previousText = await readTextIfExists(file);
  const previous =
    previousText === undefined ? undefined : parseChannelSnapshot({ file: shownFile, text: previousText });

  const client = createClient(options.url, options.key, {
    realtime: { transport: realtimeTransport },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const deadline = new Deadline(limits.deadlineMs);
  const tableNames: Record<Region, string> = {
    exyu: options.tables.exyu,
    europa: options.tables.europa,
    'rest-of-world': options.tables.restOfWorld,
  };
  const results = await Promise.all(
    regionKeys.map(async (region): Promise<TableResult> => {
      const table = tableNames[region];
      try {
        return {
          region,
          table,
          rows: await fetchAllRows({ client, table, columns: options.tables.columns }, limits, deadline),
        };
      } catch (error) {
        return { region, table, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );

  const previousChannels = (region: Region) => previous?.regions[region].channels;
  const derived = results.map((result) => ('error' in result ? result : { ...result, ...deriveRegion(result.rows) }));
  const outcomes = derived.map((result): TableOutcome => {
    const base = { table: result.table, previousChannels: previousChannels(result.region)?.length };
    return 'error' in result
      ? { ...base, fetched: false, error: result.error }
      : { ...base, fetched: true, channels: result.channels.length };
  });
  const fetched = derived.flatMap((result) => ('error' in result ? [] : [result]));
  const tables = fetched.map(
    ({ region, table, rows, channels, dropped, duplicates }): TableReport => ({
      region,
      table,
      rows: rows.length,
      channels: channels.length,
      ...listChanges(previousChannels(region) ?? [], channels),
      dropped,
      duplicates,
    }),
  );

  const problems = findProblems(outcomes, options.allowShrink ?? false);
  if (problems.length > 0) return { file: shownFile, tables, problems, outcome: 'refused' };
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const regions = Object.fromEntries(
    fetched.map(({ region, table, channels }): [Region, RegionSnapshot] => {
      // A channel keeps the date it was first seen; only channels the last snapshot lacked get today's.
      const firstSeen = new Map(previousChannels(region)?.map((c) => [channelKey(c), c.firstSeen]));
      return [
        region,
        {
          table,
          count: channels.length,
          channels: channels.map((c) => ({ ...c, firstSeen: firstSeen.get(channelKey(c)) ?? today })),
        },
      ];
    }),
  ) as ChannelSnapshot['regions'];
  const since = previous?.since ?? today;
  // Same channels as on disk: keep the file (and its date) byte for byte.
  if (previous && serializeSnapshot({ date: previous.date, since, regions }) === previousText) {
    return { file: shownFile, tables, problems, outcome: 'unchanged' };
  }
  await replaceFile(file, serializeSnapshot({ date: today, since, regions }), { durable: true });
  return { file: shownFile, tables, problems, outcome: 'written' };
}

async function readTextIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
