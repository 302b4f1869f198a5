import { Parser } from 'htmlparser2';

/** Elements whose start or end begins a new line of text, as a reader sees the page. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'button',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'label',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'option',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
/** Elements that sit inside a run of text; any other element's edge at least separates words (a span styled as a block). */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);
/** Elements whose text no visitor reads on the page. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'svg']);

/**
 * The text a visitor reads on a page, one line per block (heading, paragraph, list item, table cell), whitespace
 * collapsed; the document title comes first. Markup, scripts, styles and structured data are left out.
 */
export function visibleText(html: string): string[] {
  const lines: string[] = [];
  let line = '';
  let title = '';
  let hidden = 0;
  let inTitle = false;
  let inBody = false;
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'body') inBody = true;
        if (name === 'title') inTitle = true;
        if (HIDDEN.has(name)) hidden++;
        if (BLOCKS.has(name)) flush();
        else if (!INLINE.has(name)) line += ' ';
      },
      ontext(text) {
        if (inTitle) title += text;
        else if (inBody && hidden === 0) line += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (HIDDEN.has(name)) hidden--;
        if (BLOCKS.has(name)) flush();
        else if (!INLINE.has(name)) line += ' ';
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  const heading = title.replace(/\s+/g, ' ').trim();
  return heading ? [`Title: ${heading}`, ...lines] : lines;
}
