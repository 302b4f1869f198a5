import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { regionKeys, type ChannelSnapshot } from '../../shared/content/channels';

const note =
  'Written by `npm run snapshot` from the Supabase channel tables; do not edit by hand. ' +
  'JSON Lines: this header, then one channel per line sorted by region, category and name, so a diff shows exactly which channels changed.';

/** The snapshot as JSON Lines text; the same snapshot always gives the same bytes. */
export function serializeSnapshot(snapshot: ChannelSnapshot): string {
  const regions = Object.fromEntries(
    regionKeys.map((region) => [
      region,
      { table: snapshot.regions[region].table, count: snapshot.regions[region].count },
    ]),
  );
  const header = JSON.stringify({ note, date: snapshot.date, since: snapshot.since, regions });
  const lines = regionKeys.flatMap((region) =>
    snapshot.regions[region].channels.map(({ category, name, firstSeen }) =>
      JSON.stringify({ region, category, name, firstSeen }),
    ),
  );
  return [header, ...lines].join('\n') + '\n';
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
