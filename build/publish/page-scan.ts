import { createHash } from 'node:crypto';

interface Element {
  /** Where `<tag` starts, and where the body starts and ends (before `</tag`). */
  start: number;
  bodyStart: number;
  bodyEnd: number;
  attributes: string;
  body: string;
}

/**
 * Opening-tag attributes and body of every `<tag>` element, in any letter case, as a browser reads them (`<SCRIPT>`,
 * `<script/x>`); each search starts where the last element ended, so a large inline stylesheet is skipped fast.
 */
function elements(html: string, tag: string): Element[] {
  const open = new RegExp(`<${tag}(?=[\\s/>])`, 'gi');
  const close = new RegExp(`</${tag}[\\s/>]`, 'gi');
  const found: Element[] = [];
  for (let match = open.exec(html); match; match = open.exec(html)) {
    const attributesStart = match.index + match[0].length;
    const bodyStart = html.indexOf('>', attributesStart) + 1;
    close.lastIndex = bodyStart;
    const bodyEnd = bodyStart === 0 ? undefined : close.exec(html)?.index;
    if (bodyEnd === undefined) break;
    found.push({
      start: match.index,
      bodyStart,
      bodyEnd,
      attributes: html.slice(attributesStart, bodyStart - 1),
      body: html.slice(bodyStart, bodyEnd),
    });
    open.lastIndex = bodyEnd;
  }
  return found;
}

/** Executed scripts: not loaded from a file, not JSON-LD data. */
const executed = ({ attributes }: Element) =>
  !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes);

/** Inline `<script>` (executed ones, not JSON-LD data) and `<style>` bodies of one page. */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const scripts = elements(html, 'script')
    .filter(executed)
    .map(({ body }) => body);
  return { scripts, styles: elements(html, 'style').map(({ body }) => body) };
}

/** The CSP source for one piece of inline code: `'sha256-…'`. */
export const sourceHash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

// Thousands of pages inline the same few scripts and stylesheets: each is hashed once.
const hashes = new Map<string, string>();

export function cspHash(code: string): string {
  let hash = hashes.get(code);
  if (hash === undefined) {
    hash = sourceHash(code);
    if (hashes.size > 64) hashes.clear(); // a long `npm run dev` session sees many stylesheets
    hashes.set(code, hash);
  }
  return hash;
}

/** What the CSP needs from pages: hashes of their inline code and where their forms submit, each sorted and distinct. */
export interface PageScan {
  scripts: string[];
  styles: string[];
  /** Where forms submit besides our own origin: an outside origin, or a scheme such as `mailto:`. */
  formTargets: string[];
  /** Inline code in attributes, which no hash can allow: `onclick on <img>`, `style on <p>`, `javascript: URL in href of <a>`. */
  inlineAttributes: string[];
}

export const distinctSorted = (values: Iterable<string>) => [...new Set(values)].sort();

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);
const MAYBE_INLINE_ATTRIBUTE = /[\s"'/](?:on[a-z]+|style)\s*=|javascript:/i;
const ATTRIBUTE = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?|\s*\/?>|[\s\S]/y;

/**
 * Event handler and style attributes, and `javascript:` URLs, in the page's tags. Walks the tags rather than matching
 * the text, so an attribute value that reads `x onclick=y` is not taken for a handler; script and style bodies are skipped.
 */
export function inlineAttributes(html: string): string[] {
  // Most pages have none: one quick search over the text spares them the walk.
  if (!MAYBE_INLINE_ATTRIBUTE.test(html)) return [];
  const found: string[] = [];
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    if (html.startsWith('<!--', at)) {
      at = html.indexOf('-->', at);
      if (at === -1) break;
      continue;
    }
    const tag = /^<([a-zA-Z][\w:-]*)/.exec(html.slice(at, at + 64))?.[1]?.toLowerCase();
    if (!tag) continue;
    ATTRIBUTE.lastIndex = at + 1 + tag.length;
    let m: RegExpExecArray | null;
    while ((m = ATTRIBUTE.exec(html)) && !/^\s*\/?>$/.test(m[0])) {
      const name = m[1]?.toLowerCase();
      const value = m[2] ?? m[3] ?? m[4] ?? '';
      if (!name) continue;
      if (name.startsWith('on') || name === 'style') found.push(`${name} on <${tag}>`);
      else if (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value))
        found.push(`javascript: URL in ${name} of <${tag}>`);
    }
    if (!m) break;
    at = ATTRIBUTE.lastIndex - 1;
    if (tag === 'script' || tag === 'style') {
      at = html.indexOf(`</${tag}`, at);
      if (at === -1) break;
    }
  }
  return distinctSorted(found);
}

const FORM_ACTION = /<form\b[^>]*\saction="([^"]*)"/g;

/** Where a form submits besides our own origin: an outside origin, or a scheme such as `mailto:`; nothing for a path. */
function formTarget(action: string): string[] {
  const url = URL.canParse(action) ? new URL(action) : undefined;
  if (!url) return [];
  return [url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol];
}

/** Hashes of a page's inline code, its form targets and inline attributes, for the CSP (host.ts); cached pages keep theirs. */
export function scanPage(html: string): PageScan {
  const code = inlineCode(html);
  return {
    scripts: distinctSorted(code.scripts.map(cspHash)),
    styles: distinctSorted(code.styles.map(cspHash)),
    formTargets: distinctSorted([...html.matchAll(FORM_ACTION)].flatMap(([, action]) => formTarget(action!))),
    inlineAttributes: inlineAttributes(html),
  };
}

/** Markup spliced into a page's own markup in place of [at, end): the stylesheet into `<style>`'s slot, or whole elements. */
export interface Splice {
  at: number;
  end: number;
  markup: string;
  /** The page's stylesheet, which replaces the whole body of its `<style>`; any other splice is elements. */
  stylesheet?: boolean;
}

/** A page as its own markup and the markup spliced into it, in order. */
export interface SplicedMarkup {
  html: string;
  splices: Splice[];
}

/** The page the splices make: own markup up to each splice, the spliced markup, the rest. */
export function splicedPage(html: string, splices: readonly Splice[]): string {
  let page = '';
  let from = 0;
  for (const { at, end, markup } of splices) {
    page += html.slice(from, at) + markup;
    from = end;
  }
  return page + html.slice(from);
}

/**
 * Whether scanning spliced markup on its own finds what scanning it inside a page finds: no script, style or form
 * can open in it or close one of the page's, and elements start with `<` and end with `>`, so no match of the scans
 * runs across its edges (a stylesheet sits between `<style>` and `</style>`, which neither of those can extend).
 */
function selfContained({ markup, stylesheet }: Splice): boolean {
  if (stylesheet) return !/<script|<\/style|<form/i.test(markup);
  return markup.startsWith('<') && markup.endsWith('>') && !/<\/?(?:script|style)|<form|action=/i.test(markup);
}

// Thousands of pages splice in the same few stylesheets and shell parts: each is judged once.
const spliceChecks = new Map<string, { selfContained: boolean; mayHoldInlineAttribute: boolean }>();

function spliceCheck(splice: Splice) {
  let check = spliceChecks.get(splice.markup);
  if (check === undefined) {
    check = {
      selfContained: selfContained(splice),
      mayHoldInlineAttribute: MAYBE_INLINE_ATTRIBUTE.test(splice.markup),
    };
    if (spliceChecks.size > 64) spliceChecks.clear(); // a long `npm run dev` session sees many stylesheets
    spliceChecks.set(splice.markup, check);
  }
  return check;
}

/**
 * scanPage of `splicedPage(html, splices)` without reading the spliced markup (most of a page) again on every page:
 * only the page's own markup is read; the spliced markup is checked once. Where its own markup is not plain around a
 * splice (a splice inside a script, a form tag or an attribute), or the spliced markup is not self-contained, or
 * anything may hold an inline attribute, the whole page is scanned as it is.
 */
export function scanSplicedPage(html: string, splices: readonly Splice[]): PageScan {
  const whole = () => scanPage(splicedPage(html, splices));
  const checks = splices.map(spliceCheck);
  if (checks.some((check) => !check.selfContained)) return whole();
  const within = (from: number, to: number) => splices.some(({ at }) => at >= from && at <= to);
  const stylesheet = splices.find((splice) => splice.stylesheet);
  const scripts: string[] = [];
  for (const element of elements(html, 'script')) {
    if (within(element.start, element.bodyEnd)) return whole();
    if (executed(element)) scripts.push(element.body);
  }
  const styles: string[] = [];
  let stylesheetPlaced = false;
  for (const element of elements(html, 'style')) {
    if (stylesheet && element.bodyStart === stylesheet.at && element.bodyEnd === stylesheet.end) {
      styles.push(stylesheet.markup);
      stylesheetPlaced = true;
    } else if (within(element.start, element.bodyEnd)) return whole();
    else styles.push(element.body);
  }
  if (stylesheet && !stylesheetPlaced) return whole();
  const formTargets: string[] = [];
  for (const match of html.matchAll(FORM_ACTION)) {
    if (within(match.index, match.index + match[0].length)) return whole();
    formTargets.push(...formTarget(match[1]!));
  }
  if (MAYBE_INLINE_ATTRIBUTE.test(html) || checks.some((check) => check.mayHoldInlineAttribute)) return whole();
  return {
    scripts: distinctSorted(scripts.map(cspHash)),
    styles: distinctSorted(styles.map(cspHash)),
    formTargets: distinctSorted(formTargets),
    inlineAttributes: [],
  };
}
