/** The catalogue's views: each region and search term's category groups, computed from the channel index and kept. */
import {
  groupMatches,
  matchIndices,
  type CatalogueIndex,
  type CategoryGroup,
  type RegionFilter,
} from '../../shared/catalogue/view';
import { whenIdle, type Deadline } from './schedule';

// Views kept for going back (backspace, back button), and the first characters whose views are computed ahead.
const keptViews = 64;
const firstKeys = 'abcdefghijklmnopqrstuvwxyz0123456789';
// Views computed ahead are scanned this many channels at a time, in slices of at most this long.
const scanStep = 2000;
const sliceMs = 2;

export type CatalogueViews = ReturnType<typeof catalogueViews>;

/** A view: its key (the region, a newline, the folded term), its matches (channel indices) and their category groups. */
type View = { key: string; matches: number[]; groups: CategoryGroup[] };

/** Views over `index`; `shownRegion` says which region the visitor looks at now, so work ahead for another one stops. */
export function catalogueViews(index: CatalogueIndex, shownRegion: () => RegionFilter) {
  // The view last shown, found or computed: a term typed further narrows its matches instead of scanning every channel.
  let last: View | undefined;
  // Views by key: a backspace returns to a view just shown, without a scan over every channel.
  const views = new Map<string, View>();

  const viewOf = (key: string, matches: number[]): View => ({ key, matches, groups: groupMatches(index, matches) });

  function groupsFor(region: RegionFilter, term: string): CategoryGroup[] {
    const key = `${region}\n${term}`;
    // The same region with more of the term typed: the key starts with the last view's key.
    const narrower = last && key.startsWith(last.key) ? last.matches : undefined;
    last = views.get(key) ?? viewOf(key, matchIndices(index, region, term, narrower));
    remember(last);
    return last.groups;
  }

  function remember(view: View): void {
    // Most recently used last, so the least recent is dropped first.
    views.delete(view.key);
    if (views.size >= keptViews) views.delete(views.keys().next().value!);
    views.set(view.key, view);
  }

  /**
   * The first letter of a search matches most of the catalogue and cannot be narrowed from anything: the views of
   * every first character are computed in idle time after the data arrives, so that keystroke is as quick as the rest.
   */
  function warmFirstKeys(region: RegionFilter): void {
    const characters = [...firstKeys];
    let matches: number[] = [];
    let from = 0;
    // Scanned in short slices (an idle period may be 50 ms long), so a keystroke never waits behind this work.
    const step = (deadline: Deadline) => {
      const stop = performance.now() + sliceMs;
      while (shownRegion() === region && characters.length > 0) {
        const character = characters[0]!;
        if (views.has(`${region}\n${character}`)) {
          characters.shift();
          continue;
        }
        const to = Math.min(from + scanStep, index.channels.length);
        matches.push(
          ...matchIndices(
            index,
            region,
            character,
            Array.from({ length: to - from }, (_, k) => from + k),
          ),
        );
        from = to;
        if (from === index.channels.length) {
          remember(viewOf(`${region}\n${character}`, matches));
          characters.shift();
          matches = [];
          from = 0;
        }
        if (deadline.timeRemaining() < 1 || performance.now() > stop) return void whenIdle(step);
      }
    };
    whenIdle(step);
  }

  return { groupsFor, warmFirstKeys };
}
