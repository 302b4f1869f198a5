/** The catalogue's view in the address bar: read on load and on back or forward, written as the visitor changes it. */
import { readViewState, writeViewState } from '../../shared/catalogue/view';
import { afterPaint } from './schedule';

/** The region and search the visitor looks at. */
export type ViewState = ReturnType<typeof readViewState>;

// How long typing pauses before the address bar shows the term.
const typingPauseMs = 400;

/** The view the address bar asks for. */
export const viewInUrl = (): ViewState => readViewState(location.search);

/** This page's address showing `view`. */
export const urlOf = (view: ViewState) => `${location.pathname}${writeViewState(view.q, view.region)}${location.hash}`;

// The address bar waits for the frame that shows the view, and while the visitor types, for a pause: a history write
// also costs the browser's own process work, measured to delay the next keystrokes' frames. The first key of a word
// still adds its entry at once, so back works straight away.
export function historyWriter() {
  let historyWrite: { url: string; push: boolean } | undefined;
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;
  function flush(): void {
    clearTimeout(pauseTimer);
    if (!historyWrite) return;
    const { url, push } = historyWrite;
    historyWrite = undefined;
    history[push ? 'pushState' : 'replaceState'](null, '', url);
  }
  function write(url: string, entry: 'push' | 'replace'): void {
    // A new entry (Esc, a region) first writes the one it leaves, so that one keeps the whole term typed.
    if (entry === 'push' && historyWrite) flush();
    const push = entry === 'push' || !!historyWrite?.push;
    historyWrite = { url, push };
    clearTimeout(pauseTimer);
    if (push) afterPaint(flush);
    else pauseTimer = setTimeout(flush, typingPauseMs);
  }
  /** Forgets a write still waiting: the visitor went back or forward, and it would undo that. */
  function drop(): void {
    historyWrite = undefined;
    clearTimeout(pauseTimer);
  }
  return { write, flush, drop };
}
