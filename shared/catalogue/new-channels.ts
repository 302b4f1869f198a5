import { regionKeys, type ChannelSnapshot, type Region } from '../content/channels';

/** Days before the snapshot's date that a channel counts as new. */
export const newChannelDays = 30;

export interface NewChannel {
  region: Region;
  category: string;
  name: string;
  firstSeen: string;
}

/**
 * Channels first seen within the 30 days up to the snapshot's date, newest first. Channels the very
 * first snapshot found were already there, so they never count as new.
 */
export function newChannels(snapshot: ChannelSnapshot): NewChannel[] {
  const cutoff = new Date(`${snapshot.date}T00:00:00Z`);
  cutoff.setUTCDate(cutoff.getUTCDate() - newChannelDays);
  const from = cutoff.toISOString().slice(0, 10);
  return regionKeys
    .flatMap((region) => snapshot.regions[region].channels.map((c) => ({ region, ...c })))
    .filter((c) => c.firstSeen > snapshot.since && c.firstSeen >= from && c.firstSeen <= snapshot.date)
    .sort((a, b) =>
      a.firstSeen < b.firstSeen ? 1 : a.firstSeen > b.firstSeen ? -1 : a.name.localeCompare(b.name, 'hr'),
    );
}
