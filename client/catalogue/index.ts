/**
 * The channel catalogue (templates/pages/CataloguePage.tsx): region buttons, search, URL state and
 * 'show more' over the full channel data, fetched after first paint. The server's HTML already shows
 * the default view; this script takes over once the data arrives. Channel text only ever reaches the
 * DOM through textContent: names come from a database others edit.
 */
import { qualityOf } from '../../shared/catalogue/quality';
import {
  decodeCatalogue,
  defaultRegion,
  expandedRegions,
  fillCopy,
  foldTerm,
  groupMatches,
  indexCatalogue,
  matchIndices,
  pageSize,
  readViewState,
  sameChannels,
  summaryValues,
  writeViewState,
  type CatalogueData,
  type CatalogueIndex,
  type CategoryGroup,
  type RegionFilter,
} from '../../shared/catalogue/view';
import type { Region } from '../../shared/content/channels';

// Open categories filled before the paint; the rest fill as they scroll near, so a keystroke never builds thousands of rows.
const eagerCategories = 1;
// Category headers built before the paint; the rest follow in small idle tasks once typing pauses, so no
// background work lands between two keystrokes.
const firstBatch = 2;
const laterBatch = 15;
const laterDelayMs = 300;
// Views kept for going back (backspace, back button), and the first characters whose views are computed ahead.
const keptViews = 64;
const firstKeys = 'abcdefghijklmnopqrstuvwxyz0123456789';
// How long typing pauses before the address bar shows the term.
const typingPauseMs = 400;

// Idle time comes after the frame is painted; Safari 15 has no requestIdleCallback, so a timer with a short budget stands in.
const idleBudgetMs = 5;
const whenIdle = (task: (deadline: { timeRemaining: () => number }) => void) => {
  if (window.requestIdleCallback) return window.requestIdleCallback(task, { timeout: 200 });
  return setTimeout(() => {
    const end = performance.now() + idleBudgetMs;
    task({ timeRemaining: () => Math.max(0, end - performance.now()) });
  }, 1);
};
// Views computed ahead are scanned this many channels at a time, in slices of at most this long.
const scanStep = 2000;
const sliceMs = 2;

/** Runs `task` once the next frame has been painted. */
const afterPaint = (task: () => void) => requestAnimationFrame(() => setTimeout(task, 0));

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function initCatalogue(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('#catalogue-search')!;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-region]')];
  const results = root.querySelector<HTMLElement>('[data-results]')!;
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  const loading = root.querySelector<HTMLElement>('[data-loading]')!;
  const newChannels = root.querySelector<HTMLElement>('[data-new-channels]');
  const copy = {
    summary: root.dataset.summary ?? '',
    noResults: root.dataset.noResults ?? '',
    showMore: root.dataset.showMore ?? '',
    regions: JSON.parse(root.dataset.regionNames ?? '{}') as Record<RegionFilter, string>,
  };

  let index: CatalogueIndex | undefined;
  // The last search's matches, narrowed when the visitor types more of the same term.
  let last: { region: RegionFilter; term: string; matches: number[] } | undefined;
  let generation = 0;
  let shownView: { region: RegionFilter; term: string } | undefined;
  // The categories on the page, in order, with the channels each shows: a new view keeps those it starts with.
  let shownCategories: { group: CategoryGroup; details: HTMLDetailsElement }[] = [];
  let state = readViewState(location.search);
  // The first keystroke of a search adds a history entry; the rest of the word replaces it.
  let typing = false;
  const pending = new Map<Element, () => void>();
  // Categories scrolled near are filled one per frame: a frame never lays out hundreds of new rows, so a keystroke never waits.
  const nearQueue: Element[] = [];
  const fillNext = () => {
    const target = nearQueue.shift();
    if (!target) return;
    pending.get(target)?.();
    if (nearQueue.length > 0) afterPaint(fillNext);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      const idle = nearQueue.length === 0;
      for (const entry of entries) if (entry.isIntersecting) nearQueue.push(entry.target);
      if (idle && nearQueue.length > 0) fillNext();
    },
    { rootMargin: '800px 0px' },
  );

  function categoryElement(group: CategoryGroup, open: boolean): HTMLDetailsElement {
    const details = element('details', 'catalogue-category');
    const summary = element('summary');
    summary.append(element('span', 'catalogue-category-name', group.category), element('span', 'badge badge--neutral', String(group.channels.length)));
    const list = element('ul', 'channel-grid');
    list.setAttribute('role', 'list');
    details.append(summary, list);
    const more = element('button', 'btn btn--secondary btn--sm catalogue-more', copy.showMore);
    more.type = 'button';
    wireCategory(details, list, more, group, 0);
    details.open = open;
    return details;
  }

  /** Show-more and fill-on-open for a category, built here or already in the server's HTML with `shown` channels. */
  function wireCategory(details: HTMLDetailsElement, list: HTMLElement, more: HTMLButtonElement, group: CategoryGroup, shown: number): void {
    const showNext = () => {
      const next = group.channels.slice(shown, shown + pageSize);
      for (const { name } of next) {
        const quality = qualityOf(name);
        const item = element('li', 'channel');
        item.append(element('span', 'channel-name', name), element('span', `quality quality--${quality.toLowerCase()}`, quality));
        list.append(item);
      }
      shown += next.length;
      if (shown >= group.channels.length) more.remove();
      else if (!more.isConnected) details.append(more);
    };
    more.disabled = false;
    more.addEventListener('click', showNext);
    const fill = () => {
      pending.delete(details);
      observer.unobserve(details);
      if (shown === 0) showNext();
    };
    const fillWhenNear = () => {
      pending.set(details, fill);
      observer.observe(details);
    };
    // Also fired when a script sets `open`: filling here directly would build every open category at once.
    details.addEventListener('toggle', () => details.open && shown === 0 && fillWhenNear());
    if (details.open && shown === 0) fillWhenNear();
  }

  /**
   * When the data arrives on the default view, the server's HTML already shows it: keep that DOM (the
   * visitor may be reading it) and only switch on its show-more buttons.
   */
  function adoptServerView(groups: CategoryGroup[]): boolean {
    const categories = [...results.querySelectorAll<HTMLDetailsElement>('.catalogue-category')];
    if (categories.length !== groups.length) return false;
    categories.forEach((details, i) => {
      const list = details.querySelector<HTMLElement>('.channel-grid')!;
      const more = details.querySelector<HTMLButtonElement>('[data-more]') ?? element('button');
      wireCategory(details, list, more, groups[i]!, list.children.length);
    });
    shownCategories = categories.map((details, i) => ({ group: groups[i]!, details }));
    return true;
  }

  // Each view's groups by region and term: a backspace returns to a view just shown, without a scan over every channel.
  const views = new Map<string, CategoryGroup[]>();
  function groupsFor(region: RegionFilter, term: string): CategoryGroup[] {
    const key = `${region}\n${term}`;
    const known = views.get(key);
    if (known) {
      // Most recently used last, so the least recent is dropped first.
      views.delete(key);
      views.set(key, known);
      return known;
    }
    const narrower = last && last.region === region && term.startsWith(last.term) ? last.matches : undefined;
    const matches = matchIndices(index!, region, term, narrower);
    last = { region, term, matches };
    return remember(region, term, groupMatches(index!, matches));
  }

  function remember(region: RegionFilter, term: string, groups: CategoryGroup[]): CategoryGroup[] {
    if (views.size >= keptViews) views.delete(views.keys().next().value!);
    views.set(`${region}\n${term}`, groups);
    return groups;
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
    const step = (deadline: { timeRemaining: () => number }) => {
      const stop = performance.now() + sliceMs;
      while (state.region === region && characters.length > 0) {
        const character = characters[0]!;
        if (views.has(`${region}\n${character}`)) {
          characters.shift();
          continue;
        }
        const to = Math.min(from + scanStep, index!.channels.length);
        matches.push(...matchIndices(index!, region, character, Array.from({ length: to - from }, (_, k) => from + k)));
        from = to;
        if (from === index!.channels.length) {
          remember(region, character, groupMatches(index!, matches));
          characters.shift();
          matches = [];
          from = 0;
        }
        if (deadline.timeRemaining() < 1 || performance.now() > stop) return void whenIdle(step);
      }
    };
    whenIdle(step);
  }

  function render(): void {
    buttons.forEach((button) => button.setAttribute('aria-pressed', String(button.dataset.region === state.region)));
    if (input.value !== state.q) input.value = state.q;
    if (!index) return;
    const term = foldTerm(state.q);
    const groups = groupsFor(state.region, term);
    const shownTerm = state.q.trim();
    status.textContent = groups.length === 0 && shownTerm ? fillCopy(copy.noResults, { term: shownTerm }) : fillCopy(copy.summary, summaryValues(groups));
    // A trailing space or a case change finds the same channels: keep what the visitor opened and expanded.
    if (shownView?.region === state.region && shownView.term === term) return;
    shownView = { region: state.region, term };
    // A search opens every category it matched; the plain view opens the Ex-Yu and Europa ones.
    const opens = (group: CategoryGroup) => term !== '' || expandedRegions.has(group.region);
    // Categories that show the same channels, open as this view opens them, stay as they are: typing more of a word
    // often leaves the top of the results alone, and what the browser need not repaint reaches the screen sooner.
    let kept = 0;
    while (kept < groups.length && kept < shownCategories.length) {
      const shown = shownCategories[kept]!;
      if (!sameChannels(shown.group, groups[kept]!) || shown.details.open !== opens(groups[kept]!)) break;
      kept++;
    }
    for (const { details } of shownCategories.slice(kept)) {
      pending.delete(details);
      observer.unobserve(details);
    }
    nearQueue.splice(0, nearQueue.length, ...nearQueue.filter((details) => pending.has(details)));
    shownCategories = shownCategories.slice(0, kept);
    const current = ++generation;
    const last = shownCategories[kept - 1];
    let section = last?.details.parentElement ?? undefined;
    let region: Region | undefined = last?.group.region;
    let eager = shownCategories.filter(({ details }) => details.open).length;
    const append = (target: ParentNode, from: number, to: number) => {
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
        const open = opens(group);
        const details = categoryElement(group, open);
        if (open && eager < eagerCategories) {
          pending.get(details)?.();
          eager++;
        }
        section!.append(details);
        shownCategories.push({ group, details });
      }
    };
    if (kept === 0) {
      const fragment = document.createDocumentFragment();
      append(fragment, 0, firstBatch);
      results.replaceChildren(fragment);
    } else {
      // Everything after the last kept category goes: the rest of its region, then the regions after it.
      while (last!.details.nextSibling) last!.details.nextSibling.remove();
      while (section!.nextSibling) section!.nextSibling.remove();
      append(results, kept, firstBatch);
    }
    const appendLater = (from: number) => {
      if (current !== generation) return;
      if (from >= groups.length) return results.removeAttribute('aria-busy');
      append(results, from, from + laterBatch);
      whenIdle(() => appendLater(from + laterBatch));
    };
    results.setAttribute('aria-busy', 'true');
    setTimeout(() => whenIdle(() => appendLater(Math.max(kept, firstBatch))), laterDelayMs);
  }

  // The address bar waits for the frame that shows the view, and while the visitor types, for a pause: a history write
  // also costs the browser's own process work, measured to delay the next keystrokes' frames. The first key of a word
  // still adds its entry at once, so back works straight away.
  let historyWrite: { url: string; push: boolean } | undefined;
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;
  function flushHistory(): void {
    clearTimeout(pauseTimer);
    if (!historyWrite) return;
    const { url, push } = historyWrite;
    historyWrite = undefined;
    if (push) window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }
  function writeHistory(url: string, history: 'push' | 'replace'): void {
    // A new entry (Esc, a region) first writes the one it leaves, so that one keeps the whole term typed.
    if (history === 'push' && historyWrite) flushHistory();
    const push = history === 'push' || historyWrite?.push === true;
    historyWrite = { url, push };
    clearTimeout(pauseTimer);
    if (push) afterPaint(flushHistory);
    else pauseTimer = setTimeout(flushHistory, typingPauseMs);
  }

  // While the visitor searches, the results sit right under the search box. The box comes back with Esc, a region or
  // back and forward to a view without a term, not when backspacing empties the search: it would push the results
  // down under the visitor's eyes, only to go again with their next letter. A page opened on a search link keeps the
  // box, so nothing it has painted moves.
  function fitNewChannels(typed: boolean): void {
    const searching = foldTerm(state.q) !== '';
    if (!newChannels || newChannels.hidden === searching || (typed && !searching)) return;
    newChannels.hidden = searching;
  }

  function update(next: { q?: string; region?: RegionFilter }, history: 'push' | 'replace', typed = false): void {
    state = { ...state, ...next };
    fitNewChannels(typed);
    render();
    writeHistory(`${location.pathname}${writeViewState(state.q, state.region)}${location.hash}`, history);
  }

  buttons.forEach((button) =>
    button.addEventListener('click', () => {
      typing = false;
      update({ region: button.dataset.region as RegionFilter }, 'push');
      if (index) warmFirstKeys(state.region);
    }),
  );
  input.addEventListener('input', () => {
    update({ q: input.value }, typing ? 'replace' : 'push', true);
    typing = true;
  });
  // Leaving the box (for a link, the address bar or another window) writes what it shows first.
  input.addEventListener('blur', () => {
    typing = false;
    flushHistory();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (input.value === '') return fitNewChannels(false);
    event.preventDefault();
    typing = false;
    update({ q: '' }, 'push');
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement;
    if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
    event.preventDefault();
    input.focus();
  });
  window.addEventListener('popstate', () => {
    typing = false;
    // The visitor went back or forward: a write still waiting would undo that.
    historyWrite = undefined;
    clearTimeout(pauseTimer);
    state = readViewState(location.search);
    fitNewChannels(false);
    render();
  });

  render();
  loading.classList.add('is-loading');
  const load = () =>
    fetch(root.dataset.src!)
      .then((response) => {
        if (!response.ok) throw new Error(`channel data: HTTP ${response.status}`);
        return response.json() as Promise<CatalogueData>;
      })
      .then((data) => {
        index = indexCatalogue(decodeCatalogue(data));
        const untouched = state.q === '' && state.region === defaultRegion;
        if (untouched && adoptServerView(groupsFor(state.region, ''))) shownView = { region: state.region, term: '' };
        else render();
        warmFirstKeys(state.region);
      })
      // The spec's rule for a failed catalogue: log it, end the loading state, keep what is shown.
      .catch((error: unknown) => console.error(error))
      .finally(() => loading.classList.remove('is-loading'));
  // After first paint: the default view is already in the HTML and must never wait for the data.
  afterPaint(load);
}

document.querySelectorAll<HTMLElement>('[data-catalogue]').forEach(initCatalogue);
