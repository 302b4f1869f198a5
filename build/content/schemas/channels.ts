import { z } from 'zod';

/** The catalogue's regions, in the order the snapshot file and the region filter list them. */
export const regionKeys = ['exyu', 'europa', 'rest-of-world'] as const;
export type Region = (typeof regionKeys)[number];

// Stored exactly as written by `npm run snapshot` (already trimmed), so no transform here: the text round-trips unchanged.
const trimmedText = z
  .string()
  .min(1, 'must not be empty')
  .refine((value) => value === value.trim(), 'must not start or end with spaces');

export const channelSchema = z.object({ category: trimmedText, name: trimmedText }).strict();

const regionSnapshotSchema = z
  .object({
    /** The backend table the channels were read from. */
    table: trimmedText,
    count: z.number().int().nonnegative(),
    channels: z.array(channelSchema),
  })
  .strict()
  .refine((region) => region.count === region.channels.length, {
    message: 'count must equal the number of channels listed',
    path: ['count'],
  });

export const channelsSchema = z
  .object({
    regions: z.object({ exyu: regionSnapshotSchema, europa: regionSnapshotSchema, 'rest-of-world': regionSnapshotSchema }).strict(),
  })
  .strict();

export type Channel = z.output<typeof channelSchema>;
export type RegionSnapshot = z.output<typeof regionSnapshotSchema>;
export type ChannelSnapshot = z.output<typeof channelsSchema>;
