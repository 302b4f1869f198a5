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
