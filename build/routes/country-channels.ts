import { foldSearchText } from '../../shared/catalogue/search';
import type { Content } from '../../shared/content/content';
import { catalogueIndexOf } from '../assets/catalogue-data';

/** How many snapshot channels the catalogue shows for `query` (same rule as its search box). */
export function countMatchingChannels(content: Content, query: string): number {
  const term = foldSearchText(query.trim());
  // Folded once per build for the catalogue and every country page: 30,000 × 18 folds cost ~0.7 s.
  return catalogueIndexOf(content.channels).searchTexts.filter((text) => text.includes(term)).length;
}

/** The catalogue filtered by a search term; the catalogue page reads `q` on load. */
export function catalogueSearchPath(query: string): string {
  return `/lista-kanala?q=${encodeURIComponent(query)}`;
}
