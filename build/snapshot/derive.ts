import type { Channel } from '../../shared/content/channels';

/** One row as the backend returns it: both columns are free text and may be null. */
export interface ChannelRow {
  category: string | null;
  name: string | null;
}

/** Label for channels whose category is empty, so every channel sits in some accordion. */
export const uncategorizedLabel = 'Ostalo';

/** Country codes that may end a category label (`SPORT|SERBIA`), with their Croatian/Bosnian names. */
export const countryNames: Readonly<Record<string, string>> = {
  SERBIA: 'Srbija',
  CROATIA: 'Hrvatska',
  BOSNIA: 'Bosna i Hercegovina',
  SLOVENIA: 'Slovenija',
  MONTENEGRO: 'Crna Gora',
  MACEDONIA: 'Sjeverna Makedonija',
  GERMANY: 'Njemačka',
  FRANCE: 'Francuska',
  ITALY: 'Italija',
  SPAIN: 'Španija',
  UK: 'Velika Britanija',
  USA: 'SAD',
  CANADA: 'Kanada',
};

/**
 * Turns a raw category into the label visitors see. The rule:
 * - no pipe: the trimmed text (`Ostalo` when empty);
 * - `BASE|CODE` (split at the last pipe, both parts trimmed, the code matched case-insensitively):
 *   `BASE – Country`, where Country is the localized name of a known code or the code as written;
 * - only a country is left (`|SERBIA`, `SERBIA|SERBIA`, `Srbija|SERBIA`): just `Country`;
 * - an empty code (`SPORT|`): just `BASE`.
 */
export function deriveCategory(raw: string | null): string {
  const text = (raw ?? '').trim();
  const pipe = text.lastIndexOf('|');
  if (pipe === -1) return text || uncategorizedLabel;
  const base = text.slice(0, pipe).trim();
  const code = text.slice(pipe + 1).trim();
  if (!code) return base || uncategorizedLabel;
  const country = countryNames[code.toUpperCase()] ?? code;
  const baseIsCountry = [code, country].some((c) => c.toLowerCase() === base.toLowerCase());
  return !base || baseIsCountry ? country : `${base} – ${country}`;
}

export interface DerivedRegion {
  /** Sorted by category, then name, in code-point order so the file is byte-stable on every machine. */
  channels: Channel[];
  /** Rows without a channel name. */
  dropped: number;
  /** Rows equal to an earlier one (same category and name after derivation). */
  duplicates: number;
}

export function compareChannels(a: Channel, b: Channel): number {
  return compareText(a.category, b.category) || compareText(a.name, b.name);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Identity of a channel within a region: the same category and name are one channel. */
export function channelKey(channel: Channel): string {
  return JSON.stringify([channel.category, channel.name]);
}

export function deriveRegion(rows: readonly ChannelRow[]): DerivedRegion {
  const byKey = new Map<string, Channel>();
  let dropped = 0;
  let duplicates = 0;
  for (const row of rows) {
    const name = (row.name ?? '').trim();
    if (!name) {
      dropped++;
      continue;
    }
    const channel = { category: deriveCategory(row.category), name };
    const key = channelKey(channel);
    if (byKey.has(key)) duplicates++;
    else byKey.set(key, channel);
  }
  return { channels: [...byKey.values()].sort(compareChannels), dropped, duplicates };
}
