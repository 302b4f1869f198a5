import type { AreaStylesheet, Stylesheets } from '../../shared/manifest';
import { THEME_SCRIPT } from '../../templates/themeScript';

/** Where Document puts the page's stylesheet; filled once the page's markup shows which area stylesheets it needs. */
export const STYLESHEET_SLOT = '/*page stylesheet*/';

/** Pseudo-classes whose arguments need not be on the page for the rule to match (`html:not(.js) .x` needs only `.x`). */
const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g;
const ATTRIBUTE = /\[[^\]]*\]/g;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * The classes an element chain must carry for a selector to match. State classes (`is-*`) are left out: scripts add
 * them to elements whose other classes are already in the markup.
 */
function selectorNeeds(selector: string): string[] {
  return [...selector.replace(FUNCTIONAL_PSEUDO, '').replace(ATTRIBUTE, '').matchAll(CLASS)]
    .map((m) => m[1]!)
    .filter((name) => !name.startsWith('is-'));
}

/** For each selector of a minified stylesheet, the classes an element chain must carry for it to match. */
export function selectorClasses(css: string): string[][] {
  return (
    styleRulePreludes(css)
      .flatMap(selectorList)
      // Selectors of attributes and pseudo-classes only (`[role=tab]:hover`) do not decide which area sheets a page gets.
      .filter((selector) => selector.replace(FUNCTIONAL_PSEUDO, '').replace(ATTRIBUTE, '').trim() !== '')
      .map(selectorNeeds)
  );
}

/** The selector lists of a stylesheet's style rules, those inside grouping rules included (not @keyframes steps). */
function styleRulePreludes(css: string): string[] {
  return cssBlocks(css).flatMap(({ prelude, body }) => {
    if (body === undefined) return [];
    if (GROUPING_RULE.test(prelude)) return styleRulePreludes(body);
    return prelude.startsWith('@') ? [] : [prelude];
  });
}

const CLASS_ATTRIBUTE = / class="([^"]*)"/g;

/** Every class named in the markup's class attributes. */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of value!.split(' ')) if (name) classes.add(name);
  return classes;
}

/** The site stylesheet followed by these area stylesheets (in the stylesheets' order): what a page's <style> holds. */
export function pageStylesheet(stylesheets: Pick<Stylesheets, 'site'>, areas: readonly AreaStylesheet[]): string {
  return stylesheets.site + areas.map((area) => area.css).join('');
}

/** Where a quoted string that opens at `at` closes. */
function stringEnd(css: string, at: number): number {
  for (let i = at + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === css[at]) return i;
  }
  return css.length;
}

/** The top-level statements of minified CSS: `prelude{body}`, braces in the body balanced, or `@statement;`. */
function cssBlocks(css: string): { prelude: string; body?: string }[] {
  const blocks: { prelude: string; body?: string }[] = [];
  let start = 0;
  let open = 0;
  let depth = 0;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") i = stringEnd(css, i);
    else if (char === '{' && depth++ === 0) open = i;
    else if (char === '}' && --depth === 0) {
      blocks.push({ prelude: css.slice(start, open), body: css.slice(open + 1, i) });
      start = i + 1;
    } else if (char === ';' && depth === 0) {
      blocks.push({ prelude: css.slice(start, i + 1) });
      start = i + 1;
    }
  }
  return blocks;
}

/** A selector list split at its own commas, not those inside parentheses, brackets or strings. */
function selectorList(prelude: string): string[] {
  const selectors: string[] = [];
  let start = 0;
  let depth = 0;
  for (let i = 0; i < prelude.length; i++) {
    const char = prelude[i];
    if (char === '"' || char === "'") i = stringEnd(prelude, i);
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  return [...selectors, prelude.slice(start)];
}

const GROUPING_RULE = /^@(?:media|supports|container|layer)\b/;

const ATTRIBUTE_VALUE = /\[([\w-]+)=("?)([\w-]+)\2\]/g;

/** The attribute values a selector asks for outside functional pseudo-classes, as markup writes them: `role="tab"`. */
function selectorAttributes(selector: string): string[] {
  return [...selector.replace(FUNCTIONAL_PSEUDO, '').matchAll(ATTRIBUTE_VALUE)].map((m) => ` ${m[1]}="${m[3]}"`);
}

/** What a part of a page has that selectors can ask for: the classes of its markup, and the markup itself. */
interface FirstScreen {
  classes: ReadonlySet<string>;
  markup: string;
}

/** The rules of a stylesheet, in order, keeping of each selector list the selectors that can match this first screen. */
function rulesMatching(css: string, firstScreen: FirstScreen): string {
  let kept = '';
  for (const { prelude, body } of cssBlocks(css)) {
    if (body === undefined) kept += prelude;
    else if (GROUPING_RULE.test(prelude)) {
      const inner = rulesMatching(body, firstScreen);
      if (inner !== '') kept += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) kept += `${prelude}{${body}}`;
    else {
      const selectors = selectorList(prelude).filter(
        (selector) =>
          selectorNeeds(selector).every((name) => firstScreen.classes.has(name)) &&
          selectorAttributes(selector).every((attribute) => firstScreen.markup.includes(attribute)),
      );
      if (selectors.length > 0) kept += `${selectors.join(',')}{${body}}`;
    }
  }
  return kept;
}

/** Classes the head's theme script sets before the first paint; scripts in <body> run only once its stylesheets have loaded. */
const THEME_CLASSES = [...THEME_SCRIPT.matchAll(/'([^']*)'/g)].flatMap(([, text]) => text!.split(' ')).filter(Boolean);

/** Only a script opens a closed <dialog>, and scripts in <body> run once its stylesheets have loaded. */
const CLOSED_DIALOG = /<dialog(?![^>]*\sopen[\s=>])[^>]*>[\s\S]*?<\/dialog>/g;

/** The page's link to the combined stylesheet file, after its first screen. */
export function stylesheetLink(stylesheets: Pick<Stylesheets, 'combinedHref'>): string {
  return `<link rel="stylesheet" href="${stylesheets.combinedHref}"/>`;
}

/**
 * The inline stylesheet of a page that links the combined stylesheet file in <body>: the rules of that file that can
 * match what the page shows before the link (its classes there and those the theme script adds), in the file's order,
 * so that part paints from the first response and looks as it will once the file has loaded. Undefined for other pages.
 */
export function firstScreenStylesheet(stylesheets: Stylesheets, html: string): string | undefined {
  const body = html.indexOf('<body');
  const link = html.indexOf(stylesheetLink(stylesheets), body);
  if (body === -1 || link === -1) return undefined;
  const markup = html.slice(body, link).replace(CLOSED_DIALOG, '');
  const classes = new Set([...markupClasses(markup), ...THEME_CLASSES]);
  return rulesMatching(pageStylesheet(stylesheets, stylesheets.areas), { classes, markup });
}

/** Where the first screen ends: after the first element in <main> (the page's hero or heading section). */
export function firstScreenEnd(html: string): number {
  const main = html.indexOf('<main');
  const first = html.indexOf('<', html.indexOf('>', main) + 1);
  const tag = /^<([a-z][a-z0-9-]*)/.exec(html.slice(first))?.[1];
  if (main === -1 || !tag)
    throw new Error('a page that links its stylesheet after its first screen needs an element in <main>');
  let depth = 0;
  for (const match of html.slice(first).matchAll(new RegExp(`<(/?)${tag}[\\s>]`, 'g'))) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.indexOf('>', first + match.index) + 1;
  }
  throw new Error(`the first <${tag}> in <main> is not closed`);
}

/**
 * The stylesheet each page inlines: the site stylesheet plus every area stylesheet with a rule the page's markup can
 * match, in cascade order. A blog post carries no pricing or catalogue rules, and the few combinations are built once.
 */
export class PageStyles {
  private readonly combined = new Map<string, string>();

  constructor(private readonly stylesheets: Stylesheets) {}

  private areasFor(classes: ReadonlySet<string>): AreaStylesheet[] {
    return this.stylesheets.areas.filter((area) =>
      area.selectors.some((needs) => needs.every((name) => classes.has(name))),
    );
  }

  /** The stylesheet for a page whose markup has these classes (markupClasses). */
  for(classes: ReadonlySet<string>): string {
    const areas = this.areasFor(classes);
    const key = areas.map((area) => area.name).join();
    let css = this.combined.get(key);
    if (css === undefined) {
      css = pageStylesheet(this.stylesheets, areas);
      this.combined.set(key, css);
    }
    return css;
  }

  /** The link a page that inlines only its first screen's rules has after that screen. */
  get link(): string {
    return stylesheetLink(this.stylesheets);
  }

  /** A page whose slot is still empty and that links its stylesheet files, with the slot filled for its first screen. */
  fillFirstScreen(html: string): string {
    const css = firstScreenStylesheet(this.stylesheets, html) ?? '';
    const at = html.indexOf(STYLESHEET_SLOT);
    return html.slice(0, at) + css + html.slice(at + STYLESHEET_SLOT.length);
  }
}
