/** URL fragment from heading text: 'Što je 4K HDR?' → 'sto-je-4k-hdr'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('đ', 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Characters whose reading takes rules this file does not implement: HTML, entities, escapes, `_`, `~`, tabs, controls. */
const UNHANDLED = /[<&\\_~\t\r\u0000-\u0008\u000b-\u001f\u007f]/;
// What micromark counts as whitespace and as punctuation when it decides whether a `*` run opens or closes.
const WHITESPACE = /\s/;
const PUNCTUATION = /[\p{P}\p{S}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** A link this file writes as is: plain text to a path, a fragment or a web address that needs no encoding. */
const LINK = /^\[([^[\]*!`\s](?:[^[\]*!`]*[^[\]*!`\s])?)\]\(((?:\/|#|https?:\/\/)[A-Za-z0-9/._:#?=+-]*)\)/;

/** Code in single backticks, without the spaces at either end that CommonMark strips. */
const CODE = /^`([^`\s](?:[^`]*[^`\s])?)`(?!`)/;

/** Text up to the next sign that may be markup. */
const TEXT_RUN = /[^*[\]`]+/y;

const isSpace = (char: string | undefined) => char === undefined || WHITESPACE.test(char);

/**
 * One line of text with `**strong**`, `*emphasis*`, links and `` `code` ``, none nested in another but code; undefined
 * for anything a parser would have to read more closely (a `*` that does not plainly open or close, `[` that is no
 * link, an image, a backtick that opens no code on its line).
 */
function inline(line: string): { html: string; text: string } | undefined {
  let html = '';
  let text = '';
  let open: 1 | 2 | undefined;
  for (let i = 0; i < line.length; ) {
    const char = line[i]!;
    if (char === '*') {
      const length = line[i + 1] === '*' ? 2 : 1;
      const before = line[i - 1];
      const after = line[i + length];
      if (after === '*') return undefined;
      if (open === undefined) {
        // Opens only after whitespace (or at the start) and before a character that is not: never a closer too.
        if (!isSpace(before) || isSpace(after)) return undefined;
        open = length;
        html += length === 2 ? '<strong>' : '<em>';
      } else {
        // Closes only after a character that is not whitespace, before whitespace, the end, or punctuation that
        // follows a letter or digit: never an opener too.
        const closes =
          open === length &&
          !isSpace(before) &&
          (isSpace(after) || (PUNCTUATION.test(after!) && LETTER_OR_DIGIT.test(before!)));
        if (!closes) return undefined;
        open = undefined;
        html += length === 2 ? '</strong>' : '</em>';
      }
      i += length;
    } else if (char === '[') {
      const link = open === undefined && line[i - 1] !== '!' ? LINK.exec(line.slice(i)) : null;
      if (!link) return undefined;
      html += `<a href="${link[2]}">${link[1]}</a>`;
      text += link[1];
      i += link[0].length;
    } else if (char === '`') {
      const code = line[i - 1] === '`' ? null : CODE.exec(line.slice(i));
      if (!code) return undefined;
      html += `<code>${code[1]}</code>`;
      text += code[1];
      i += code[0].length;
    } else if (char === ']') {
      return undefined;
    } else {
      TEXT_RUN.lastIndex = i;
      const run = TEXT_RUN.exec(line)![0];
      html += run;
      text += run;
      i += run.length;
    }
  }
  return open === undefined ? { html, text } : undefined;
}

/** Whether a line reads as text, not as the start of another block (heading, list, quote, rule, setext underline). */
const startsText = (line: string) => !/^(?:[#>+=-]|\d{1,9}[.)])/.test(line);

/**
 * Markdown written plainly, as most posts are (paragraphs, `#` headings, one-level `- ` and `1. ` lists, `**strong**`,
 * `*emphasis*`, `[links](/path)`, `` `code` ``), as the HTML remark gives it (markdown.ts), without parsing: remark
 * takes about a millisecond a body, most of a clean build at thousands of posts. Returns undefined for anything else,
 * or anything whose reading takes CommonMark's finer rules, which remark then renders.
 */
export function plainMarkdownToHtml(markdown: string): string | undefined {
  if (UNHANDLED.test(markdown)) return undefined;
  const blocks: string[][] = [];
  let block: string[] | undefined;
  for (const line of markdown.split('\n')) {
    if (line === '') {
      block = undefined;
      continue;
    }
    if (isSpace(line[0]) || isSpace(line[line.length - 1])) return undefined;
    if (!block) blocks.push((block = []));
    block.push(line);
  }
  if (blocks.length === 0) return undefined;
  const html: string[] = [];
  const ids = new Map<string, number>();
  let afterList = false;
  for (const lines of blocks) {
    const first = lines[0]!;
    if (first.startsWith('#')) {
      const heading = /^(#{1,6}) (\S.*)$/.exec(first);
      const content = heading && lines.length === 1 && !heading[2]!.endsWith('#') ? inline(heading[2]!) : undefined;
      if (!content) return undefined;
      const base = slugify(content.text) || 'section';
      const count = ids.get(base) ?? 0;
      ids.set(base, count + 1);
      const level = heading![1]!.length;
      html.push(`<h${level} id="${count === 0 ? base : `${base}-${count + 1}`}">${content.html}</h${level}>`);
      afterList = false;
    } else if (first.startsWith('- ') || first.startsWith('1. ')) {
      // Two lists with only a blank line between are one loose list, which remark writes differently.
      if (afterList) return undefined;
      // Numbered from 1 on, one by one: any other number remark writes as a start attribute or reads as a new list.
      const ordered = first.startsWith('1. ');
      const items: string[] = [];
      for (const [n, line] of lines.entries()) {
        const marker = ordered ? `${n + 1}. ` : '- ';
        const item = line.startsWith(marker) ? line.slice(marker.length) : undefined;
        const content = item !== undefined && !isSpace(item[0]) && startsText(item) ? inline(item) : undefined;
        if (!content) return undefined;
        items.push(`<li>${content.html}</li>`);
      }
      const list = ordered ? 'ol' : 'ul';
      html.push(`<${list}>\n${items.join('\n')}\n</${list}>`);
      afterList = true;
    } else {
      const paragraph: string[] = [];
      for (const line of lines) {
        const content = startsText(line) ? inline(line) : undefined;
        if (!content) return undefined;
        paragraph.push(content.html);
      }
      html.push(`<p>${paragraph.join('\n')}</p>`);
      afterList = false;
    }
  }
  return `${html.join('\n')}\n`;
}
