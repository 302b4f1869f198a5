import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from '../../templates/Document';
import type { OutputMap } from '../publish/output';
import type { RenderInput } from './input';
import { openPageCache } from './page-cache';
import { ICON_SPRITE_SLOT, IconSprites } from './icon-sprite';
import { firstScreenEnd, markupClasses, PageStyles, STYLESHEET_SLOT } from './page-styles';
import type { BuiltRoute, Route } from '../../shared/route';
import { outputFile } from '../../shared/site-paths';
import { type IconName, iconsIn } from '../../templates/ui/Icon';

/** Where a reused shell part goes; page markup cannot contain it (React escapes text, posts lose raw HTML). */
const SHELL_MARKER = '<template data-shell-part="';
const SHELL_MARKER_END = '"></template>';

/**
 * Header, footer and help buttons are most of a page's render time and identical across thousands of pages:
 * each distinct part (by the key Document gives it) is rendered once per build and spliced into every page.
 */
export class ShellParts {
  private readonly ids = new Map<string, number>();
  private readonly parts: { markup: string; classes: Set<string>; icons: IconName[] }[] = [];

  readonly place = (key: string, element: ReactElement) => {
    let id = this.ids.get(key);
    if (id === undefined) {
      const markup = renderToStaticMarkup(element);
      id = this.parts.push({ markup, classes: markupClasses(markup), icons: iconsIn(markup) }) - 1;
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
   * The whole page: the stylesheet for the classes of the page and of its parts in Document's slot, the symbols of
   * the icons both draw in the sprite's slot, each marker replaced by its part. One pass, since every pass over a
   * 60 KB page string costs more than the pass's own work.
   */
  assemble(html: string, styles: PageStyles, sprites = new IconSprites(), firstScreenStyles = false): string {
    const markers = this.markers(html);
    const classes = markupClasses(html);
    const icons = new Set(iconsIn(html));
    for (const { id } of markers) {
      for (const name of this.parts[id]!.classes) classes.add(name);
      for (const name of this.parts[id]!.icons) icons.add(name);
    }
    const slot = (text: string, markup: () => string) => {
      const at = html.indexOf(text);
      return at === -1 ? [] : [{ at, end: at + text.length, markup: markup() }];
    };
    // A page that links its stylesheet after its first screen gets the first screen's rules once it is whole.
    const linksAt = firstScreenStyles ? firstScreenEnd(html) : -1;
    const stylesheet =
      linksAt === -1
        ? slot(STYLESHEET_SLOT, () => styles.for(classes))
        : [{ at: linksAt, end: linksAt, markup: styles.link }];
    const splices = [
      ...stylesheet,
      ...slot(ICON_SPRITE_SLOT, () => sprites.for(icons)),
      ...markers.map(({ at, end, id }) => ({ at, end, markup: this.parts[id]!.markup })),
    ].sort((a, b) => a.at - b.at);
    let result = '';
    let from = 0;
    for (const { at, end, markup } of splices) {
      result += html.slice(from, at) + markup;
      from = end;
    }
    result += html.slice(from);
    return linksAt === -1 ? result : styles.fillFirstScreen(result);
  }
}

export function renderRoute(
  route: BuiltRoute,
  input: RenderInput,
  shell = new ShellParts(),
  styles = new PageStyles(input.assets.stylesheets),
  sprites = new IconSprites(),
): string {
  const page = route.render({
    images: input.images,
    movies: input.movies,
    flagSprite: input.assets.flagSprite,
    catalogueData: input.catalogueData,
  });
  const html = renderToStaticMarkup(
    <Document
      route={route}
      content={input.content}
      assets={input.assets}
      stylesheet={STYLESHEET_SLOT}
      iconSymbols={ICON_SPRITE_SLOT}
      year={input.year}
      shellPart={shell.place}
    >
      {page}
    </Document>,
  );
  return '<!DOCTYPE html>' + shell.assemble(html, styles, sprites, route.firstScreenStyles);
}

/** Renders every built route into the output map; planned routes are skipped, routes with a `cacheKey` reuse an unchanged page. */
export function renderRoutes(
  output: OutputMap,
  routes: readonly Route[],
  input: RenderInput,
): { rendered: number; cached: number } {
  const cache = routes.some((r) => r.status === 'built' && r.cacheKey !== undefined) ? openPageCache(input) : undefined;
  const shell = new ShellParts();
  const styles = new PageStyles(input.assets.stylesheets);
  const sprites = new IconSprites();
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
    const html = renderRoute(route, input, shell, styles, sprites);
    output.set(outputFile(route.path), route.cacheKey !== undefined && cache ? cache.put(route, html) : html);
    rendered++;
  }
  cache?.prune();
  return { rendered, cached };
}
