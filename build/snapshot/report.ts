import type { Channel, Region } from '../../shared/content/channels';
import { channelKey } from './derive';

/** What one table contributed, compared with the snapshot on disk. */
export interface TableReport {
  region: Region;
  table: string;
  /** Rows the server returned (equal to its count). */
  rows: number;
  /** Channels kept after dropping and collapsing. */
  channels: number;
  added: Channel[];
  removed: Channel[];
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

/** The channels a table gained and lost against the snapshot on disk, in snapshot order. */
export function listChanges(
  previous: readonly Channel[],
  next: readonly Channel[],
): { added: Channel[]; removed: Channel[] } {
  const before = new Set(previous.map(channelKey));
  const after = new Set(next.map(channelKey));
  return {
    added: next.filter((channel) => !before.has(channelKey(channel))).map(({ category, name }) => ({ category, name })),
    removed: previous
      .filter((channel) => !after.has(channelKey(channel)))
      .map(({ category, name }) => ({ category, name })),
  };
}

// A commit message stays readable when a table is replaced wholesale; the diff itself has every line.
const maxListedChanges = 200;

/** The nightly job's commit message: a summary line, then the added and removed channels of each table. */
export function formatCommitMessage(report: SnapshotReport): string {
  const added = report.tables.reduce((sum, t) => sum + t.added.length, 0);
  const removed = report.tables.reduce((sum, t) => sum + t.removed.length, 0);
  const sections = report.tables
    .filter((t) => t.added.length + t.removed.length > 0)
    .map((t) => {
      const changes = [
        ...t.added.map((c) => `+ ${c.category}: ${c.name}`),
        ...t.removed.map((c) => `- ${c.category}: ${c.name}`),
      ];
      const shown = changes.slice(0, maxListedChanges);
      const more = changes.length > shown.length ? [`… and ${changes.length - shown.length} more (see the diff)`] : [];
      return [`${t.table}: ${t.added.length} added, ${t.removed.length} removed`, ...shown, ...more].join('\n');
    });
  return [`Nightly channel snapshot: ${added} added, ${removed} removed`, ...sections].join('\n\n') + '\n';
}

/** Lines for the terminal: one per table, then the result. */
export function formatReport(report: SnapshotReport): string[] {
  const tableLines = report.tables.map(
    (t) =>
      `${t.table}: ${t.rows} rows, ${t.channels} channels, ${t.added.length} added, ${t.removed.length} removed, ` +
      `${t.dropped} dropped (no name), ${t.duplicates} duplicates collapsed`,
  );
  const result = {
    written: `${report.file} written.`,
    unchanged: `${report.file} unchanged (same channels as before).`,
    refused: `${report.file} NOT replaced (${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}):`,
  }[report.outcome];
  return [...tableLines, result, ...report.problems.map((problem) => `  ${problem}`)];
}
