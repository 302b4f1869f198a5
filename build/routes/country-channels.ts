import { foldSearchText, matchesFolded } from '../../shared/catalogue/search';
import type { Content } from '../../shared/content/content';

interface FoldedChannel {
  name: string;
  category: string;
}

const foldedBySnapshot = new WeakMap<Content['channels'], FoldedChannel[]>();

/** Every snapshot channel folded once per build, not once per country page (30,000 × 18 folds cost ~0.7 s). */
function foldedChannels(content: Content): FoldedChannel[] {
  let folded = foldedBySnapshot.get(content.channels);
  if (!folded) {
    folded = Object.values(content.channels.regions).flatMap((region) =>
      region.channels.map((channel) => ({
        name: foldSearchText(channel.name),
        category: foldSearchText(channel.category),
      })),
    );
    foldedBySnapshot.set(content.channels, folded);
  }
  return folded;
}

/** How many snapshot channels the catalogue shows for `query` (same rule as its search box). */
export function countMatchingChannels(content: Content, query: string): number {
  const term = foldSearchText(query.trim());
  return foldedChannels(content).filter((channel) => matchesFolded(term, channel.name, channel.category)).length;
}

/** The catalogue filtered by a search term; the catalogue page reads `q` on load. */
export function catalogueSearchPath(query: string): string {
  return `/lista-kanala?q=${encodeURIComponent(query)}`;
}
