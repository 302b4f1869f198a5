import type { Channel, Region } from '../content/schemas/channels';
import { channelKey } from './derive';

/** What one table contributed, compared with the snapshot on disk. */
export interface TableReport {
  region: Region;
  table: string;
  /** Rows the server returned (equal to its count). */
  rows: number;
  /** Channels kept after dropping and collapsing. */
  channels: number;
  added: number;
  removed: number;
  /** Rows without a channel name. */
  dropped: number;
  /** Rows collapsed into an identical channel. */
  duplicates: number;
}

export interface SnapshotReport {
  /** The snapshot path as shown to the user. */
  file: string;
  /** Tables that were read; a table that failed appears only in `problems`. */
  tables: TableReport[];
  /** One line per reason the snapshot was not replaced; empty on success. */
  problems: string[];
  outcome: 'written' | 'unchanged' | 'refused';
}

export function countChanges(previous: readonly Channel[], next: readonly Channel[]): { added: number; removed: number } {
  const before = new Set(previous.map(channelKey));
  const after = new Set(next.map(channelKey));
  return {
    added: [...after].filter((key) => !before.has(key)).length,
    removed: [...before].filter((key) => !after.has(key)).length,
  };
}

/** Lines for the terminal: one per table, then the result. */
export function formatReport(report: SnapshotReport): string[] {
  const tableLines = report.tables.map(
    (t) =>
      `${t.table}: ${t.rows} rows, ${t.channels} channels, ${t.added} added, ${t.removed} removed, ` +
      `${t.dropped} dropped (no name), ${t.duplicates} duplicates collapsed`,
  );
  const result = {
    written: `${report.file} written.`,
    unchanged: `${report.file} unchanged (same channels as before).`,
    refused: `${report.file} NOT replaced (${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}):`,
  }[report.outcome];
  return [...tableLines, result, ...report.problems.map((problem) => `  ${problem}`)];
}
