/**
 * The catalogue's results in the DOM: region sections, category <details> and channel rows, the same markup as
 * templates/pages/CataloguePage.tsx. Channel text only ever reaches the DOM through textContent: names come from a
 * database others edit.
 */
import { qualityOf } from '../../shared/catalogue/quality';
import {
  expandedRegions,
  pageSize,
  sameChannels,
  type CategoryGroup,
  type RegionFilter,
} from '../../shared/catalogue/view';
import type { Region } from '../../shared/content/channels';
import { nearFill, type NearFill } from './near-fill';
import { whenIdle } from './schedule';

// Category headers built before the paint; the rest follow in small idle tasks once typing pauses, so no
// background work lands between two keystrokes.
const firstBatch = 2;
const laterBatch = 15;
const laterDelayMs = 300;

export type ResultsCopy = { showMore: string; regions: Record<RegionFilter, string> };
type ShownCategory = { group: CategoryGroup; details: HTMLDetailsElement; fill: Fill };
/**
 * The channel grid as measured: how many channels sit side by side, the distance from one row to the next, and from a
 * category's top to its first row (its summary and the list's padding).
 */
type GridRows = { columns: number; pitch: number; head: number };
/** The height the screen shows below the results' top, and the grid that fills it. */
type Screen = GridRows & { height: number };
/** Whether a view opens a category. */
type Opens = (group: CategoryGroup) => boolean;

/** How many channels a category lists before its first show-more. */
const firstPage = (group: CategoryGroup) => Math.min(pageSize, group.channels.length);

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function categoryElement(group: CategoryGroup, open: boolean, showMore: string, near: NearFill): ShownCategory {
  const details = element('details', 'catalogue-category');
  const summary = element('summary');
  summary.append(
    element('span', 'catalogue-category-name', group.category),
    element('span', 'badge badge--neutral', String(group.channels.length)),
  );
  const list = element('ul', 'channel-grid');
  list.setAttribute('role', 'list');
  details.append(summary, list);
  const more = element('button', 'btn btn--secondary btn--sm catalogue-more', showMore);
  more.type = 'button';
  // Open before wiring, so an open category waits for its fill (or takes it now) from the start.
  details.open = open;
  return { group, details, fill: wireCategory(details, list, more, group, 0, near) };
}

/** Lists a category's first `upTo` channels (its first page by default), those not listed yet; says if it added any. */
type Fill = (upTo?: number) => boolean;

/** Show-more and fill-on-open for a category, built here or already in the server's HTML with `shown` channels. */
function wireCategory(
  details: HTMLDetailsElement,
  list: HTMLElement,
  more: HTMLButtonElement,
  group: CategoryGroup,
  shown: number,
  near: NearFill,
): Fill {
  const showNext = (count = pageSize) => {
    const next = group.channels.slice(shown, shown + count);
    for (const { name } of next) {
      const quality = qualityOf(name);
      const item = element('li', 'channel');
      item.append(
        element('span', 'channel-name', name),
        element('span', `quality quality--${quality.toLowerCase()}`, quality),
      );
      list.append(item);
    }
    shown += next.length;
    if (shown >= group.channels.length) more.remove();
    // A first page listed only as far as the screen shows gets its button when the page is complete.
    else if (shown >= pageSize && !more.isConnected) details.append(more);
  };
  more.disabled = false;
  more.addEventListener('click', () => showNext());
  const fill: Fill = (upTo = pageSize) => {
    const count = Math.min(upTo, pageSize) - shown;
    if (count > 0) showNext(count);
    // A first page listed in part still waits for its fill, which completes it once typing pauses.
    if (shown >= firstPage(group)) near.forget(details);
    return count > 0;
  };
  // Only a category that starts closed listens for the visitor opening it: the toggle event that setting `open` queues
  // would register an open one with near-fill again, in a task after the keystroke's frame.
  if (!details.open)
    details.addEventListener('toggle', () => details.open && shown === 0 && near.whenNear(details, fill));
  else if (shown === 0) near.whenNear(details, fill);
  return fill;
}

/**
 * Categories that show the same channels, open as this view opens them, stay as they are: typing more of a word
 * often leaves the top of the results alone, and what the browser need not repaint reaches the screen sooner.
 */
function keptCategories(shownCategories: ShownCategory[], groups: CategoryGroup[], opens: Opens): number {
  let kept = 0;
  while (kept < groups.length && kept < shownCategories.length) {
    const shown = shownCategories[kept]!;
    if (!sameChannels(shown.group, groups[kept]!) || shown.details.open !== opens(groups[kept]!)) break;
    kept++;
  }
  return kept;
}

/**
 * Appends groups `from` to `to` after `shownCategories` (and to it), opening a region section where the region changes.
 * Open categories on the screen, kept or new, list at once the rows the screen shows of them; the rest of their first
 * page, and the categories below, fill as they scroll near once typing pauses. Region headings are not counted, so the
 * rows listed run a row or two past the screen, never short of it.
 */
function categoryAppender(
  shownCategories: ShownCategory[],
  groups: CategoryGroup[],
  opens: Opens,
  copy: ResultsCopy,
  near: NearFill,
  screen: Screen,
) {
  const last = shownCategories[shownCategories.length - 1];
  let section = last?.details.parentElement;
  let region: Region | undefined = last?.group.region;
  let used = 0;
  const fillOnScreen = ({ group, details, fill }: ShownCategory) => {
    // A category whose first row would start below the screen waits for its fill.
    if (!details.open || used + screen.head >= screen.height) return;
    const count = Math.min(
      Math.ceil((screen.height - used - screen.head) / screen.pitch) * screen.columns,
      firstPage(group),
    );
    // A list filled in the keystroke's frame is on screen: left out of content-visibility (catalogue.css says why).
    if (fill(count)) details.classList.add('is-eager');
    used += screen.head + Math.ceil(count / screen.columns) * screen.pitch;
  };
  // A kept category may still wait for its fill: the view before it was shown below the screen, or typing never paused.
  shownCategories.forEach(fillOnScreen);
  return (target: ParentNode, from: number, to: number) => {
    for (const group of groups.slice(from, to)) {
      if (group.region !== region) {
        region = group.region;
        section = element('section', 'catalogue-region');
        const heading = element('h2', undefined, copy.regions[region]);
        heading.id = `catalogue-${region}-title`;
        section.setAttribute('aria-labelledby', heading.id);
        section.append(heading);
        target.append(section);
      }
      const category = categoryElement(group, opens(group), copy.showMore, near);
      fillOnScreen(category);
      section!.append(category.details);
      shownCategories.push(category);
    }
  };
}

/**
 * The first open channel grid with a second row, read from where its channels sit: the pitch is the smallest step
 * between rows, so a name wrapped over two lines never makes the screen seem to hold fewer.
 */
function measureGridRows(results: HTMLElement): GridRows | undefined {
  for (const list of results.querySelectorAll('.catalogue-category[open] .channel-grid')) {
    const tops = [...list.children].map((item) => item.getBoundingClientRect().top);
    const columns = tops.lastIndexOf(tops[0]!) + 1;
    // Each channel's distance to the one a row above it; none when the grid has one row.
    const pitch = Math.min(...tops.slice(columns).map((top, i) => top - tops[i]!));
    if (pitch < Infinity) return { columns, pitch, head: tops[0]! - list.parentElement!.getBoundingClientRect().top };
  }
}

/** The results list in `results`: shows a view's groups, keeping what already shows them. */
export function catalogueResults(results: HTMLElement, copy: ResultsCopy) {
  const near = nearFill();
  // Measured once from a listed grid, again after the window changes size; until then a view fills one page.
  let gridRows: GridRows | undefined;
  addEventListener('resize', () => (gridRows = undefined));
  let generation = 0;
  let shownView: { region: RegionFilter; term: string } | undefined;
  // The categories on the page, in order, with the channels each shows: a new view keeps those it starts with.
  let shownCategories: ShownCategory[] = [];

  /**
   * When the data arrives on the default view, the server's HTML already shows it: keep that DOM (the
   * visitor may be reading it) and only switch on its show-more buttons.
   */
  function adopt(region: RegionFilter, groups: CategoryGroup[]): boolean {
    const categories = [...results.querySelectorAll<HTMLDetailsElement>('.catalogue-category')];
    if (categories.length !== groups.length) return false;
    shownCategories = categories.map((details, i) => {
      const list = details.querySelector<HTMLElement>('.channel-grid')!;
      const more = details.querySelector<HTMLButtonElement>('[data-more]') ?? element('button');
      const group = groups[i]!;
      return { group, details, fill: wireCategory(details, list, more, group, list.children.length, near) };
    });
    shownView = { region, term: '' };
    return true;
  }

  /** What the screen shows below the results' top, read before this view changes the page; unmeasured, one page. */
  function screenBelowResults(): Screen {
    gridRows ??= measureGridRows(results);
    // Unmeasured, each channel counts as a row of 1 px: the first page fills, as it always did.
    if (!gridRows) return { columns: 1, pitch: 1, head: 0, height: pageSize };
    return { ...gridRows, height: innerHeight - results.getBoundingClientRect().top };
  }

  /** Shows the view of `region` and `term` (folded): the first categories now, the rest in idle time. */
  function show(region: RegionFilter, term: string, groups: CategoryGroup[]): void {
    // A trailing space or a case change finds the same channels: keep what the visitor opened and expanded.
    if (shownView?.region === region && shownView.term === term) return;
    shownView = { region, term };
    // A search opens every category it matched; the plain view opens the Ex-Yu and Europa ones.
    const opens = (group: CategoryGroup) => term !== '' || expandedRegions.has(group.region);
    const kept = keptCategories(shownCategories, groups, opens);
    const screen = screenBelowResults();
    // Held at the height of the view before until this one is built (catalogue.css says why).
    results.style.minHeight = results.offsetHeight + 'px';
    for (const { details } of shownCategories.slice(kept)) near.forget(details);
    near.prune();
    near.hold();
    shownCategories = shownCategories.slice(0, kept);
    const current = ++generation;
    const append = categoryAppender(shownCategories, groups, opens, copy, near, screen);
    if (kept === 0) {
      const fragment = document.createDocumentFragment();
      append(fragment, 0, firstBatch);
      results.replaceChildren(fragment);
    } else {
      // Everything after the last kept category goes: the rest of its region, then the regions after it.
      const last = shownCategories[kept - 1]!.details;
      const section = last.parentElement!;
      while (last.nextSibling) last.nextSibling.remove();
      while (section.nextSibling) section.nextSibling.remove();
      append(results, kept, firstBatch);
    }
    const appendLater = (from: number) => {
      if (current !== generation) return;
      if (from >= groups.length) return results.removeAttribute('aria-busy');
      append(results, from, from + laterBatch);
      whenIdle(() => appendLater(from + laterBatch));
    };
    results.setAttribute('aria-busy', 'true');
    // Once typing pauses: the categories scrolled near fill, and the rest of the view is built in idle time.
    setTimeout(() => {
      if (current !== generation) return;
      near.resume();
      whenIdle(() => appendLater(Math.max(kept, firstBatch)));
    }, laterDelayMs);
  }

  return { adopt, show };
}
