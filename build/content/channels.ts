import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { projectRoot } from '../paths';
import { ContentError, ContentErrors, formatPath } from './errors';
import { displayPath } from './load';
import { calendarDayProblem } from '../../shared/content/calendar-day';
import {
  channelLineSchema,
  regionKeys,
  snapshotHeaderSchema,
  type ChannelSnapshot,
  type Region,
  type RegionSnapshot,
} from '../../shared/content/channels';

/** Where `npm run snapshot` writes the catalogue and where the build reads it. */
export const channelsFile = 'content/channels.jsonl';

/** The snapshot file read but not yet checked: JSON Lines, a header line then one channel per line. */
export interface ChannelsSource {
  file: string;
  text: string;
}

// Stops a broken file from flooding the terminal: the first problems are enough to find the cause.
const maxReportedErrors = 20;

type ChannelLine = z.output<typeof channelLineSchema>;
const regionNames = new Set<unknown>(regionKeys);
const isTrimmedText = (value: unknown) => typeof value === 'string' && value !== '' && value === value.trim();

/**
 * Exactly what channelLineSchema accepts, checked by hand: zod's pass over 30,000 lines, and the objects it copies
 * them into, took ~100 ms of a build. A line this refuses goes to zod, which names what is wrong with it.
 */
export function isChannelLine(value: unknown): value is ChannelLine {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const line = value as Record<string, unknown>;
  // Four own keys, and none inherited can be a string: these four are the object's keys, and only they.
  return (
    Object.keys(line).length === 4 &&
    regionNames.has(line.region) &&
    isTrimmedText(line.category) &&
    isTrimmedText(line.name) &&
    typeof line.firstSeen === 'string' &&
    calendarDayProblem(line.firstSeen) === undefined
  );
}

/**
 * Parses and validates the snapshot: JSON.parse per line, the quick check of each line and a zod pass only when a line
 * fails it, which keeps 30,000 channels well under the build's budget (the YAML document parser took seconds). Errors
 * name `file:LINE`.
 */
export function parseChannelSnapshot({ file, text }: ChannelsSource): ChannelSnapshot {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const errors: ContentError[] = [];
  const fail = (index: number, field: string, message: string) =>
    errors.push(new ContentError(file, index + 1, 1, field, message));
  const values = lines.map((line, index) => {
    try {
      return JSON.parse(line) as unknown;
    } catch (error) {
      fail(index, '', `not a JSON line (${(error as Error).message})`);
      return undefined;
    }
  });
  if (errors.length > 0) throw new ContentErrors(errors.slice(0, maxReportedErrors));
  if (values.length === 0)
    throw new ContentErrors([new ContentError(file, 1, 1, '', 'empty file; expected a header line')]);

  const header = snapshotHeaderSchema.safeParse(values[0]);
  if (!header.success) for (const issue of header.error.issues) fail(0, formatPath(issue.path), issue.message);
  const channelValues = values.slice(1);
  const channels = channelValues.every(isChannelLine)
    ? { success: true as const, data: channelValues }
    : channelLineSchema.array().safeParse(channelValues);
  if (!channels.success) {
    for (const issue of channels.error.issues)
      fail(1 + Number(issue.path[0]), formatPath(issue.path.slice(1)), issue.message);
  }
  if (!header.success || !channels.success) throw new ContentErrors(errors.slice(0, maxReportedErrors));

  const regions = Object.fromEntries(
    regionKeys.map((region): [Region, RegionSnapshot] => [region, { ...header.data.regions[region], channels: [] }]),
  ) as Record<Region, RegionSnapshot>;
  // Names per region and category; a region key has no `|`, so the first one ends it.
  const seen = new Map<string, Set<string>>();
  channels.data.forEach(({ region, category, name, firstSeen }, index) => {
    const names =
      seen.get(`${region}|${category}`) ?? seen.set(`${region}|${category}`, new Set()).get(`${region}|${category}`)!;
    if (names.has(name)) fail(index + 1, 'name', `the same channel is listed twice in ${region}`);
    names.add(name);
    regions[region].channels.push({ category, name, firstSeen });
  });
  for (const region of regionKeys) {
    const { count, channels: listed } = regions[region];
    if (count !== listed.length)
      fail(0, `regions.${region}.count`, `says ${count} but ${listed.length} channels are listed`);
  }
  if (errors.length > 0) throw new ContentErrors(errors.slice(0, maxReportedErrors));
  const snapshot: ChannelSnapshot = { date: header.data.date, since: header.data.since, regions };
  // The text it was parsed from names it: hashing the text is ~10 times quicker than hashing 30,000 rows as JSON.
  digests.set(snapshot, createHash('sha256').update(text).digest('hex'));
  return snapshot;
}

const digests = new WeakMap<ChannelSnapshot, string>();

/** A name for the snapshot's content, for keys that cover all content: it changes whenever a channel does. */
export function snapshotDigest(snapshot: ChannelSnapshot): string {
  let digest = digests.get(snapshot);
  if (!digest) digests.set(snapshot, (digest = createHash('sha256').update(JSON.stringify(snapshot)).digest('hex')));
  return digest;
}

/** The channel catalogue snapshot, validated like every other content file. */
export async function loadChannels(file: string = channelsFile): Promise<ChannelSnapshot> {
  const text = await readFile(path.resolve(projectRoot, file), 'utf8');
  return parseChannelSnapshot({ file: displayPath(file), text });
}
