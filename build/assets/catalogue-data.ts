import { regionKeys, type ChannelSnapshot } from '../../shared/content/channels';
import {
  indexCatalogue,
  type CatalogueChannel,
  type CatalogueData,
  type CatalogueIndex,
} from '../../shared/catalogue/view';

// Visitors expect dictionary order (Čakovec after Cetinje, "RTS 2" before "RTS 10"), not code-point order.
const collator = new Intl.Collator('hr', { sensitivity: 'base', numeric: true });
export const compareLabels = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/** Each snapshot's channels in page order: the routes and the data file both need them, and 30,000 take ~40 ms to sort. */
const ordered = new WeakMap<ChannelSnapshot, readonly CatalogueChannel[]>();

/** The page's order: by region, then category, then name. */
export function catalogueChannels(snapshot: ChannelSnapshot): readonly CatalogueChannel[] {
  const known = ordered.get(snapshot);
  if (known) return known;
  const channels = regionKeys.flatMap((region) => {
    const inRegion = snapshot.regions[region].channels;
    // A few dozen categories are ordered once, so thousands of comparisons ask the collator about names only.
    const rank = new Map([...new Set(inRegion.map((c) => c.category))].sort(compareLabels).map((c, i) => [c, i]));
    return inRegion
      .map(({ category, name }) => ({ region, category, name }))
      .sort((a, b) => rank.get(a.category)! - rank.get(b.category)! || compareLabels(a.name, b.name));
  });
  ordered.set(snapshot, channels);
  return channels;
}

const indexed = new WeakMap<ChannelSnapshot, CatalogueIndex>();

/** Each snapshot's channels in page order with their search text folded, once per build for every page that searches them. */
export function catalogueIndexOf(snapshot: ChannelSnapshot): CatalogueIndex {
  let index = indexed.get(snapshot);
  if (!index) indexed.set(snapshot, (index = indexCatalogue(catalogueChannels(snapshot))));
  return index;
}

/**
 * The downloadable form: a dictionary of category labels and, per region, the categories in display
 * order with their channel counts and every name in one newline-joined string. A repeated category costs
 * one count per category instead of a label per channel, which keeps the gzip size near the bare names'.
 * Takes channels already in page order; a newline inside a name shows as a space on the page anyway.
 */
export function encodeCatalogue(channels: readonly CatalogueChannel[]): CatalogueData {
  const categories: string[] = [];
  const categoryIndex = new Map<string, number>();
  const regions = regionKeys.map((region) => {
    const inRegion = channels.filter((c) => c.region === region);
    const order: number[] = [];
    const counts: number[] = [];
    let last: string | undefined;
    for (const { category } of inRegion) {
      if (category !== last) {
        if (!categoryIndex.has(category)) categoryIndex.set(category, categories.push(category) - 1);
        order.push(categoryIndex.get(category)!);
        counts.push(0);
        last = category;
      }
      counts[counts.length - 1]!++;
    }
    return {
      region,
      categories: order,
      counts,
      names: inRegion.map((c) => c.name.replace(/[\r\n]+/g, ' ')).join('\n'),
    };
  });
  return { categories, regions };
}
