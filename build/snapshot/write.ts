import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Document, isMap, isSeq } from 'yaml';
import { regionKeys, type ChannelSnapshot } from '../content/schemas/channels';

const header = [
  ' Written by `npm run snapshot` from the Supabase channel tables; do not edit by hand.',
  ' The next snapshot replaces every change made here. The build reads this file and never calls Supabase.',
  ' One channel per line, sorted by category then name, so a diff shows exactly which channels changed.',
].join('\n');

/** The snapshot as YAML text; the same snapshot always gives the same bytes. */
export function serializeSnapshot(snapshot: ChannelSnapshot): string {
  const ordered = {
    regions: Object.fromEntries(
      regionKeys.map((region) => {
        const { table, count, channels } = snapshot.regions[region];
        return [region, { table, count, channels: channels.map(({ category, name }) => ({ category, name })) }];
      }),
    ),
  };
  const doc = new Document(ordered);
  doc.commentBefore = header;
  for (const region of regionKeys) {
    const channels = doc.getIn(['regions', region, 'channels'], true);
    // Flow maps keep one channel on one line; the library quotes every value, so any text round-trips.
    if (isSeq(channels)) for (const item of channels.items) if (isMap(item)) item.flow = true;
  }
  return doc.toString({ lineWidth: 0, defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' });
}

/** Replaces `file` in one step: a reader (or a crash) sees the old file or the new one, never half of it. */
export async function writeFileAtomically(file: string, text: string): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
