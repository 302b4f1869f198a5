/**
 * The channel catalogue (templates/pages/CataloguePage.tsx): region buttons, search, URL state and
 * 'show more' over the full channel data, fetched after first paint. The server's HTML already shows
 * the default view; this script takes over once the data arrives. Channel text only ever reaches the
 * DOM through textContent: names come from a database others edit.
 */
import { qualityOf } from '../build/catalogue/quality';
import {
  decodeCatalogue,
  expandedRegions,
  fillCopy,
  filterCatalogue,
  indexCatalogue,
  pageSize,
  readViewState,
  summaryValues,
  writeViewState,
  type CatalogueData,
  type CatalogueIndex,
  type CategoryGroup,
  type RegionFilter,
} from '../build/catalogue/view';
import type { Region } from '../build/content/schemas/channels';

// Open categories filled at once; the rest fill as they scroll near, so a keystroke never builds thousands of rows.
const eagerCategories = 4;

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
  const copy = {
    summary: root.dataset.summary ?? '',
    noResults: root.dataset.noResults ?? '',
    showMore: root.dataset.showMore ?? '',
    regions: JSON.parse(root.dataset.regionNames ?? '{}') as Record<RegionFilter, string>,
  };

  let index: CatalogueIndex | undefined;
  let state = readViewState(location.search);
  // The first keystroke of a search adds a history entry; the rest of the word replaces it.
  let typing = false;
  const pending = new Map<Element, () => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        pending.get(entry.target)?.();
      }
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
    let shown = 0;
    const more = element('button', 'btn btn--secondary btn--sm catalogue-more', copy.showMore);
    more.type = 'button';
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
    more.addEventListener('click', showNext);
    const fill = () => {
      pending.delete(details);
      observer.unobserve(details);
      if (shown === 0) showNext();
    };
    details.addEventListener('toggle', () => details.open && fill());
    details.open = open;
    if (open) {
      pending.set(details, fill);
      observer.observe(details);
    }
    return details;
  }

  function render(): void {
    buttons.forEach((button) => button.setAttribute('aria-pressed', String(button.dataset.region === state.region)));
    if (input.value !== state.q) input.value = state.q;
    if (!index) return;
    const groups = filterCatalogue(index, state.region, state.q);
    const term = state.q.trim();
    status.textContent = groups.length === 0 && term ? fillCopy(copy.noResults, { term }) : fillCopy(copy.summary, summaryValues(groups));
    pending.clear();
    observer.disconnect();
    const fragment = document.createDocumentFragment();
    let section: HTMLElement | undefined;
    let region: Region | undefined;
    let eager = 0;
    for (const group of groups) {
      if (group.region !== region) {
        region = group.region;
        section = element('section', 'catalogue-region');
        const heading = element('h2', undefined, copy.regions[region]);
        heading.id = `catalogue-${region}-title`;
        section.setAttribute('aria-labelledby', heading.id);
        section.append(heading);
        fragment.append(section);
      }
      // A search opens every category it matched; the plain view opens the Ex-Yu and Europa ones.
      const open = term !== '' || expandedRegions.has(group.region);
      const details = categoryElement(group, open);
      if (open && eager < eagerCategories) {
        pending.get(details)?.();
        eager++;
      }
      section!.append(details);
    }
    results.replaceChildren(fragment);
  }

  function update(next: { q?: string; region?: RegionFilter }, history: 'push' | 'replace'): void {
    state = { ...state, ...next };
    const url = `${location.pathname}${writeViewState(state.q, state.region)}${location.hash}`;
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    render();
  }

  buttons.forEach((button) =>
    button.addEventListener('click', () => {
      typing = false;
      update({ region: button.dataset.region as RegionFilter }, 'push');
    }),
  );
  input.addEventListener('input', () => {
    update({ q: input.value }, typing ? 'replace' : 'push');
    typing = true;
  });
  input.addEventListener('blur', () => (typing = false));
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || input.value === '') return;
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
    state = readViewState(location.search);
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
        render();
      })
      // The spec's rule for a failed catalogue: log it, end the loading state, keep what is shown.
      .catch((error: unknown) => console.error(error))
      .finally(() => loading.classList.remove('is-loading'));
  // After first paint: the default view is already in the HTML and must never wait for the data.
  requestAnimationFrame(() => setTimeout(load, 0));
}

document.querySelectorAll<HTMLElement>('[data-catalogue]').forEach(initCatalogue);
