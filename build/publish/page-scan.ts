import { createHash } from 'node:crypto';

/**
 * Opening-tag attributes and body of every `<tag>` element, in any letter case, as a browser reads them (`<SCRIPT>`,
 * `<script/x>`); each search starts where the last element ended, so a large inline stylesheet is skipped fast.
 */
function elements(html: string, tag: string): { attributes: string; body: string }[] {
  const open = new RegExp(`<${tag}(?=[\\s/>])`, 'gi');
  const close = new RegExp(`</${tag}[\\s/>]`, 'gi');
  const found: { attributes: string; body: string }[] = [];
  for (let match = open.exec(html); match; match = open.exec(html)) {
    const attributesStart = match.index + match[0].length;
    const bodyStart = html.indexOf('>', attributesStart) + 1;
    close.lastIndex = bodyStart;
    const bodyEnd = bodyStart === 0 ? undefined : close.exec(html)?.index;
    if (bodyEnd === undefined) break;
    found.push({ attributes: html.slice(attributesStart, bodyStart - 1), body: html.slice(bodyStart, bodyEnd) });
    open.lastIndex = bodyEnd;
  }
  return found;
}

/** Inline `<script>` (executed ones, not JSON-LD data) and `<style>` bodies of one page. */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const scripts = elements(html, 'script')
    .filter(({ attributes }) => !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
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

/** Hashes of a page's inline code, its form targets and inline attributes, for the CSP (host.ts); cached pages keep theirs. */
export function scanPage(html: string): PageScan {
  const code = inlineCode(html);
  const formTargets: string[] = [];
  for (const [, action] of html.matchAll(/<form\b[^>]*\saction="([^"]*)"/g)) {
    const url = URL.canParse(action!) ? new URL(action!) : undefined;
    if (url) formTargets.push(url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol);
  }
  return {
    scripts: distinctSorted(code.scripts.map(cspHash)),
    styles: distinctSorted(code.styles.map(cspHash)),
    formTargets: distinctSorted(formTargets),
    inlineAttributes: inlineAttributes(html),
  };
}
