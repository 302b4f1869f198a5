import { z } from 'zod';

/** The catalogue's regions, in the order the snapshot file and the region filter list them. */
export const regionKeys = ['exyu', 'europa', 'rest-of-world'] as const;
export type Region = (typeof regionKeys)[number];

// Stored exactly as written by `npm run snapshot` (already trimmed), so no transform here: the text round-trips unchanged.
const trimmedText = z
  .string()
  .min(1, 'must not be empty')
  .refine((value) => value === value.trim(), 'must not start or end with spaces');

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

/** A channel as derived from one backend row. */
export const channelSchema = z.object({ category: trimmedText, name: trimmedText }).strict();

/** One channel line of the snapshot file: the channel, its region and the date a snapshot first saw it. */
export const channelLineSchema = z
  .object({ region: z.enum(regionKeys), category: trimmedText, name: trimmedText, firstSeen: isoDate })
  .strict();

const regionHeaderSchema = z.object({ table: trimmedText, count: z.number().int().nonnegative() }).strict();

/** The first line of the snapshot file. */
export const snapshotHeaderSchema = z
  .object({
    note: z.string(),
    /** The day this snapshot was taken (the day its channels last changed). */
    date: isoDate,
    /** The day of the first snapshot: channels first seen then were already there, not new. */
    since: isoDate,
    regions: z.object({ exyu: regionHeaderSchema, europa: regionHeaderSchema, 'rest-of-world': regionHeaderSchema }).strict(),
  })
  .strict();

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
