import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from '../../templates/Document';
import { SpriteUrl } from '../../templates/ui/sprite';
import type { OutputMap } from '../publish/output';
import type { RenderInput } from './input';
import { openPageCache, type PageScanMemory } from './page-cache';
import { type Splice, type SplicedMarkup, splicedPage } from '../publish/page-scan';
import { firstScreenEnd, markupClasses, PageStyles, STYLESHEET_SLOT } from './page-styles';
import type { BuiltRoute, Route } from '../../shared/route';
import { outputFile } from '../../shared/site-paths';

/** Where a reused shell part goes; page markup cannot contain it (React escapes text, posts lose raw HTML). */
const SHELL_MARKER = '<template data-shell-part="';
const SHELL_MARKER_END = '"></template>';

/**
 * Header, footer and help buttons are most of a page's render time and identical across thousands of pages:
 * each distinct part (by the key Document gives it) is rendered once per build and spliced into every page.
 */
export class ShellParts {
  private readonly ids = new Map<string, number>();
  private readonly parts: { markup: string; classes: Set<string> }[] = [];

  readonly place = (key: string, element: ReactElement) => {
    let id = this.ids.get(key);
    if (id === undefined) {
      const markup = renderToStaticMarkup(element);
      id = this.parts.push({ markup, classes: markupClasses(markup) }) - 1;
      this.ids.set(key, id);
    }
    return <template data-shell-part={id} />;
  };

  /** The parts' markers in the page, in order: where each starts and ends, and which part goes there. */
  private markers(html: string): { at: number; end: number; id: number }[] {
    const found = [];
    for (let at = html.indexOf(SHELL_MARKER); at !== -1; at = html.indexOf(SHELL_MARKER, at + 1)) {
      const idEnd = html.indexOf(SHELL_MARKER_END, at);
      found.push({ at, end: idEnd + SHELL_MARKER_END.length, id: Number(html.slice(at + SHELL_MARKER.length, idEnd)) });
    }
    return found;
  }

  /**
   * What goes into the page: the stylesheet for the classes of the page and of its parts in Document's slot, and each
   * marker's part. The page itself is joined only where it is needed as one string: thousands of pages are written and
   * scanned piece by piece (page-cache.ts).
   */
  splices(html: string, styles: PageStyles, firstScreenStyles = false): Splice[] {
    const markers = this.markers(html);
    const classes = markupClasses(html);
    for (const { id } of markers) for (const name of this.parts[id]!.classes) classes.add(name);
    const parts = markers.map(({ at, end, id }) => ({ at, end, markup: this.parts[id]!.markup }));
    return [...stylesheetSplice(html, styles, classes, firstScreenStyles), ...parts].sort((a, b) => a.at - b.at);
  }

  /** The whole page as one string. */
  assemble(html: string, styles: PageStyles, firstScreenStyles = false): string {
    const page = splicedPage(html, this.splices(html, styles, firstScreenStyles));
    return firstScreenStyles ? styles.fillFirstScreen(page) : page;
  }
}

/** Where the page's stylesheet goes: the link after its first screen, or its rules in Document's slot (if it has one). */
function stylesheetSplice(
  html: string,
  styles: PageStyles,
  classes: Set<string>,
  firstScreenStyles: boolean,
): Splice[] {
  // A page that links its stylesheet after its first screen gets the first screen's rules once it is whole (assemble).
  const linksAt = firstScreenStyles ? firstScreenEnd(html) : -1;
  if (linksAt !== -1) return [{ at: linksAt, end: linksAt, markup: styles.link }];
  const at = html.indexOf(STYLESHEET_SLOT);
  return at === -1 ? [] : [{ at, end: at + STYLESHEET_SLOT.length, markup: styles.for(classes), stylesheet: true }];
}

/** A page's own markup (from its doctype) and what is spliced into it (ShellParts.splices). */
export function renderPage(
  route: BuiltRoute,
  input: RenderInput,
  shell = new ShellParts(),
  styles = new PageStyles(input.assets.stylesheets),
): SplicedMarkup {
  const page = route.render({
    images: input.images,
    movies: input.movies,
    catalogueData: input.catalogueData,
  });
  // Shell parts are rendered on their own, outside Document's tree, so each one carries the sprite's URL with it.
  const place = (key: string, element: ReactElement) =>
    shell.place(key, <SpriteUrl.Provider value={input.sprite}>{element}</SpriteUrl.Provider>);
  // The catalogue's ~500 KB of markup at 30,000 channels is rendered once for both of its paths.
  const body = route.samePage === undefined ? page : place(`page ${route.samePage}`, page);
  const html =
    '<!DOCTYPE html>' +
    renderToStaticMarkup(
      <Document
        route={route}
        content={input.content}
        assets={input.assets}
        sprite={input.sprite}
        stylesheet={STYLESHEET_SLOT}
        year={input.year}
        shellPart={place}
      >
        {body}
      </Document>,
    );
  // A page whose stylesheet depends on its whole markup is one piece.
  if (route.firstScreenStyles) return { html: shell.assemble(html, styles, true), splices: [] };
  return { html, splices: shell.splices(html, styles) };
}

export function renderRoute(...args: Parameters<typeof renderPage>): string {
  const { html, splices } = renderPage(...args);
  return splicedPage(html, splices);
}

/** Renders every built route into the output map; planned routes are skipped, routes with a `cacheKey` reuse an unchanged page. */
export async function renderRoutes(
  output: OutputMap,
  routes: readonly Route[],
  input: RenderInput,
  scans?: PageScanMemory,
): Promise<{ rendered: number; cached: number }> {
  const cache = routes.some((r) => r.status === 'built' && r.cacheKey !== undefined)
    ? openPageCache(input, scans)
    : undefined;
  const shell = new ShellParts();
  const styles = new PageStyles(input.assets.stylesheets);
  let rendered = 0;
  let cached = 0;
  for (const route of routes) {
    if (route.status !== 'built') continue;
    const hit = route.cacheKey !== undefined ? cache?.get(route) : undefined;
    if (hit) {
      output.set(outputFile(route.path), hit);
      cached++;
      continue;
    }
    const page = renderPage(route, input, shell, styles);
    output.set(
      outputFile(route.path),
      route.cacheKey !== undefined && cache ? cache.put(route, page) : splicedPage(page.html, page.splices),
    );
    rendered++;
  }
  await cache?.written();
  cache?.prune();
  return { rendered, cached };
}
