import { foldSearchText, matchesSearch } from '../catalogue/search';
import type { Content } from '../content';

/** Every channel of the snapshot as the catalogue searches it; the one place country pages read the snapshot format. */
export function snapshotChannels(content: Content): { name: string; category: string }[] {
  return Object.values(content.channels.regions).flatMap((region) => region.channels);
}

/** How many snapshot channels the catalogue shows for `query` (same rule as its search box). */
export function countMatchingChannels(content: Content, query: string): number {
  const term = foldSearchText(query.trim());
  return snapshotChannels(content).filter((channel) => matchesSearch(term, channel)).length;
}

/** The catalogue filtered by a search term; the catalogue page reads `q` on load. */
export function catalogueSearchPath(query: string): string {
  return `/lista-kanala?q=${encodeURIComponent(query)}`;
}
