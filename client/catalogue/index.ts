/**
 * The channel catalogue (templates/pages/CataloguePage.tsx): region buttons, search, URL state and
 * 'show more' over the full channel data, fetched after first paint. The server's HTML already shows
 * the default view; this script takes over once the data arrives.
 */
import {
  decodeCatalogue,
  defaultRegion,
  fillCopy,
  foldTerm,
  indexCatalogue,
  summaryValues,
  type CatalogueData,
  type CatalogueIndex,
  type RegionFilter,
} from '../../shared/catalogue/view';
import { catalogueResults } from './render';
import { afterPaint } from './schedule';
import { historyWriter, urlOf, viewInUrl } from './url';
import { catalogueViews, type CatalogueViews } from './views';

/** The catalogue's parts in the page and the copy its data attributes carry. */
function catalogueParts(root: HTMLElement) {
  return {
    input: root.querySelector<HTMLInputElement>('#catalogue-search')!,
    buttons: [...root.querySelectorAll<HTMLButtonElement>('[data-region]')],
    results: root.querySelector<HTMLElement>('[data-results]')!,
    status: root.querySelector<HTMLElement>('[data-status]')!,
    loading: root.querySelector<HTMLElement>('[data-loading]')!,
    newChannels: root.querySelector<HTMLElement>('[data-new-channels]'),
    copy: {
      summary: root.dataset.summary!,
      noResults: root.dataset.noResults!,
      showMore: root.dataset.showMore!,
      regions: JSON.parse(root.dataset.regionNames!) as Record<RegionFilter, string>,
    },
  };
}

/** Fetches the channel data after first paint: the default view is already in the HTML and must never wait for it. */
function loadChannels(root: HTMLElement, loading: HTMLElement, arrived: (index: CatalogueIndex) => void): void {
  loading.classList.add('is-loading');
  const load = () =>
    fetch(root.dataset.src!)
      .then((response) => {
        if (!response.ok) throw new Error(`channel data: HTTP ${response.status}`);
        return response.json() as Promise<CatalogueData>;
      })
      .then((data) => arrived(indexCatalogue(decodeCatalogue(data))))
      // The spec's rule for a failed catalogue: log it, end the loading state, keep what is shown.
      .catch(console.error)
      .finally(() => loading.classList.remove('is-loading'));
  afterPaint(load);
}

/** '/' outside a form field puts the cursor in the search box. */
function focusOnSlash(input: HTMLInputElement): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement;
    if (target.isContentEditable || target.matches('input, textarea, select')) return;
    event.preventDefault();
    input.focus();
  });
}

function initCatalogue(root: HTMLElement): void {
  const { input, buttons, results, status, loading, newChannels, copy } = catalogueParts(root);
  const shown = catalogueResults(results, copy);
  const history = historyWriter();
  let views: CatalogueViews | undefined;
  let state = viewInUrl();
  // The first keystroke of a search adds a history entry; the rest of the word replaces it.
  let typing = false;

  function render(): void {
    buttons.forEach((button) => button.setAttribute('aria-pressed', String(button.dataset.region === state.region)));
    if (input.value !== state.q) input.value = state.q;
    if (!views) return;
    const term = foldTerm(state.q);
    const groups = views.groupsFor(state.region, term);
    // Results before the summary: their read of where the screen ends then finds nothing to lay out.
    shown.show(state.region, term, groups);
    const shownTerm = state.q.trim();
    status.textContent =
      groups.length === 0 && shownTerm
        ? fillCopy(copy.noResults, { term: shownTerm })
        : fillCopy(copy.summary, summaryValues(groups));
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

  function update(next: { q?: string; region?: RegionFilter }, entry: 'push' | 'replace', typed = false): void {
    state = { ...state, ...next };
    fitNewChannels(typed);
    render();
    history.write(urlOf(state), entry);
  }

  buttons.forEach((button) =>
    button.addEventListener('click', () => {
      typing = false;
      update({ region: button.dataset.region as RegionFilter }, 'push');
      views?.warmFirstKeys(state.region);
    }),
  );
  input.addEventListener('input', () => {
    update({ q: input.value }, typing ? 'replace' : 'push', true);
    typing = true;
  });
  // Leaving the box (for a link, the address bar or another window) writes what it shows first.
  input.addEventListener('blur', () => {
    typing = false;
    history.flush();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (input.value === '') return fitNewChannels(false);
    event.preventDefault();
    typing = false;
    update({ q: '' }, 'push');
  });
  focusOnSlash(input);
  addEventListener('popstate', () => {
    typing = false;
    history.drop();
    state = viewInUrl();
    fitNewChannels(false);
    render();
  });

  render();
  loadChannels(root, loading, (index) => {
    views = catalogueViews(index, () => state.region);
    const untouched = state.q === '' && state.region === defaultRegion;
    if (!(untouched && shown.adopt(state.region, views.groupsFor(state.region, '')))) render();
    views.warmFirstKeys(state.region);
  });
}

document.querySelectorAll<HTMLElement>('[data-catalogue]').forEach(initCatalogue);
