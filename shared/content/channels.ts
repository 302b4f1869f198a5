import { z } from 'zod';
import { isoDay } from './common';

/** The catalogue's regions, in the order the snapshot file and the region filter list them. */
export const regionKeys = ['exyu', 'europa', 'rest-of-world'] as const;
export type Region = (typeof regionKeys)[number];

// Stored exactly as written by `npm run snapshot` (already trimmed), so no transform here: the text round-trips unchanged.
const trimmedText = z
  .string()
  .min(1, 'must not be empty')
  .refine((value) => value === value.trim(), 'must not start or end with spaces');

/** A channel as derived from one backend row. */
export const channelSchema = z.strictObject({ category: trimmedText, name: trimmedText });

/** One channel line of the snapshot file: the channel, its region and the date a snapshot first saw it. */
export const channelLineSchema = z.strictObject({
  region: z.enum(regionKeys),
  category: trimmedText,
  name: trimmedText,
  firstSeen: isoDay,
});

const regionHeaderSchema = z.strictObject({ table: trimmedText, count: z.number().int().nonnegative() });

/** The first line of the snapshot file. */
export const snapshotHeaderSchema = z.strictObject({
  note: z.string(),
  /** The day this snapshot was taken (the day its channels last changed). */
  date: isoDay,
  /** The day of the first snapshot: channels first seen then were already there, not new. */
  since: isoDay,
  regions: z.strictObject({
    exyu: regionHeaderSchema,
    europa: regionHeaderSchema,
    'rest-of-world': regionHeaderSchema,
  }),
});

export type Channel = z.output<typeof channelSchema>;
export type SnapshotChannel = Channel & { firstSeen: string };
export interface RegionSnapshot {
  /** The backend table the channels were read from. */
  table: string;
  count: number;
  /** Sorted by category, then name. */
  channels: SnapshotChannel[];
}
export interface ChannelSnapshot {
  date: string;
  since: string;
  regions: Record<Region, RegionSnapshot>;
}
