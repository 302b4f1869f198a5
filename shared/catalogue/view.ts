/**
 * What the catalogue shows for a region filter and a search term, shared by the build (the page's
 * default view) and the browser (every later view), so both list the same channels in the same groups.
 * Pure and free of Node and zod: it ships in the page script.
 */
import type { Region } from '../content/channels';
import { foldSearchText, searchText } from './search';

/** The catalogue as the browser downloads it (see data.ts for why this shape). */
export interface CatalogueData {
  categories: string[];
  regions: { region: Region; categories: number[]; counts: number[]; names: string }[];
}

/** One channel as the page lists it. */
export interface CatalogueChannel {
  region: Region;
  category: string;
  name: string;
}

/** The region buttons' values; `all` shows every region. */
export type RegionFilter = Region | 'all';
export const regionFilters: readonly RegionFilter[] = ['all', 'exyu', 'europa', 'rest-of-world'];
export const defaultRegion: RegionFilter = 'exyu';

/** Channels per expanded category at first, and per 'show more' click. */
export const pageSize = 50;

/** Categories of these regions start expanded. */
export const expandedRegions: ReadonlySet<Region> = new Set(['exyu', 'europa']);

/** The channels back from the downloaded form, in page order. */
export function decodeCatalogue(data: CatalogueData): CatalogueChannel[] {
  const channels: CatalogueChannel[] = [];
  for (const { region, categories, counts, names } of data.regions) {
    if (counts.length === 0) continue;
    const list = names.split('\n');
    let next = 0;
    categories.forEach((categoryIndex, i) => {
      const category = data.categories[categoryIndex]!;
      for (let n = 0; n < counts[i]!; n++) channels.push({ region, category, name: list[next++]! });
    });
  }
  return channels;
}

/** Channels with their search text folded once, so a keystroke only compares strings. */
export interface CatalogueIndex {
  channels: readonly CatalogueChannel[];
  /** Per channel, its folded name and category (search.ts's searchText). */
  searchTexts: readonly string[];
}

export function indexCatalogue(channels: readonly CatalogueChannel[]): CatalogueIndex {
  // A few dozen categories, folded once each.
  const folded = new Map<string, string>();
  const searchTexts = channels.map(({ name, category }) => {
    let text = folded.get(category);
    if (text === undefined) folded.set(category, (text = foldSearchText(category)));
    return searchText(foldSearchText(name), text);
  });
  return { channels, searchTexts };
}

/** The matching channels of one category of one region, in name order. */
export interface CategoryGroup {
  region: Region;
  category: string;
  channels: CatalogueChannel[];
}

/**
 * Positions of the channels matching an already folded term in the chosen region. `within` narrows an
 * earlier result: a longer term of the same view matches a subset, so typing scans fewer channels each key.
 */
export function matchIndices(
  index: CatalogueIndex,
  region: RegionFilter,
  foldedTerm: string,
  within?: readonly number[],
): number[] {
  const { channels, searchTexts } = index;
  const matches: number[] = [];
  // An empty term is in every text, so it matches all.
  const test = (i: number) => {
    if ((region === 'all' || channels[i]!.region === region) && searchTexts[i]!.includes(foldedTerm)) matches.push(i);
  };
  if (within) for (const i of within) test(i);
  else for (let i = 0; i < channels.length; i++) test(i);
  return matches;
}

/** Consecutive matches grouped by region and category (the index is in page order). */
export function groupMatches(index: CatalogueIndex, matches: readonly number[]): CategoryGroup[] {
  const groups: CategoryGroup[] = [];
  let current: CategoryGroup | undefined;
  for (const i of matches) {
    const channel = index.channels[i]!;
    if (current?.region !== channel.region || current.category !== channel.category) {
      current = { region: channel.region, category: channel.category, channels: [] };
      groups.push(current);
    }
    current.channels.push(channel);
  }
  return groups;
}

/** Whether two views show the same channels in a category: the element built for one can stay for the other. */
export function sameChannels(a: CategoryGroup, b: CategoryGroup): boolean {
  if (a.region !== b.region || a.category !== b.category || a.channels.length !== b.channels.length) return false;
  return a.channels.every((channel, i) => channel === b.channels[i]);
}

/** Groups of the channels matching `term` in the chosen region; categories without a match are left out. */
export function filterCatalogue(index: CatalogueIndex, region: RegionFilter, term: string): CategoryGroup[] {
  return groupMatches(index, matchIndices(index, region, foldTerm(term)));
}

/** A typed term as the matcher compares it. */
export function foldTerm(term: string): string {
  return foldSearchText(term.trim());
}

/** Longest search term, in characters: no channel name is near it, and a pasted page of text cannot stall the matcher. */
export const SEARCH_MAX_LENGTH = 100;

/** Reads `?q=&region=` from a page URL's search part; unknown regions fall back to the default, a long term is cut as the box cuts it. */
export function readViewState(search: string): { q: string; region: RegionFilter } {
  const params = new URLSearchParams(search);
  const region = params.get('region') as RegionFilter | null;
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    region: region && regionFilters.includes(region) ? region : defaultRegion,
  };
}

/** The search part for a view; the default region and an empty term are left out, so the plain page URL stays plain. */
export function writeViewState(q: string, region: RegionFilter): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (region !== defaultRegion) params.set('region', region);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A count as Croatian text writes it (30.000), the same on the server and in every browser. */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, '.');
}

/** Fills `{name}` placeholders of page copy. */
export function fillCopy(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** The summary line's values for a view: channels matching and the categories they sit in. */
export function summaryValues(groups: readonly CategoryGroup[]): Record<string, string> {
  const channels = groups.reduce((sum, group) => sum + group.channels.length, 0);
  return { channels: formatCount(channels), categories: formatCount(groups.length) };
}
