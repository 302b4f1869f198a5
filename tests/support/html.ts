import { Config, Parser, type HtmlElement, type ResolvedConfig } from 'html-validate';

export type { HtmlElement };

let parser: Parser | undefined;

/** Parses a whole HTML document into html-validate's DOM (querySelectorAll, getAttributeValue, textContent). */
export function parseHtml(html: string): HtmlElement {
  // An empty config has nothing to load asynchronously, so resolve() answers synchronously.
  parser ??= new Parser(Config.empty().resolve() as ResolvedConfig);
  return parser.parseHtml(html);
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Attribute values come back as written in the source; React escapes &, <, >, " and '. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/** The decoded value of an attribute, or null when absent. */
export function attr(el: HtmlElement, name: string): string | null {
  const value = el.getAttributeValue(name);
  return value === null ? null : decodeEntities(value);
}

/** The content of the first element matching `selector`'s attribute, decoded. */
export function firstAttr(root: HtmlElement, selector: string, name: string): string | null {
  const el = root.querySelector(selector);
  return el ? attr(el, name) : null;
}
