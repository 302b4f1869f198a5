import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeXml } from '../publish/xml';
import type { Revision } from './builds';
import type { FileChange, FileKind, PageChange, SiteDiff, TextHunk } from './compare';
import type { Shot } from './screenshots';

/** Pages shown in full (text changes, screenshots) in the report and the summary; the rest are counted. */
export const DETAILED_PAGES = 12;
/** Text lines shown per page; a page rewritten from top to bottom is summed up after these. */
const LINES_PER_PAGE = 40;
/** Words kept either side of a change inside a long line. */
const CONTEXT_WORDS = 6;

export interface Comparison {
  base: Revision;
  head: Revision;
  diff: SiteDiff;
}

const FILE_KINDS: [FileKind, string][] = [
  ['card', 'Social cards'],
  ['feed', 'Feeds'],
  ['sitemap', 'Sitemap'],
  ['host', 'Host files'],
  ['other', 'Other files'],
];

const KIND_NOTES: Record<PageChange['kind'], string> = {
  added: 'new page',
  removed: 'page removed',
  text: 'text changed',
  markup: 'markup only: styles, structured data, meta tags or links; no visible text changed',
};

export function isUnchanged({ diff }: Comparison): boolean {
  return diff.pages.length === 0 && diff.files.length === 0;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** One line saying what changed, or that nothing did. */
export function headline(comparison: Comparison): string {
  const { diff, base, head } = comparison;
  if (isUnchanged(comparison)) return `No change to the site: ${head.label} builds the same files as ${base.label}.`;
  const count = (kind: PageChange['kind']) => diff.pages.filter((p) => p.kind === kind).length;
  const parts = [
    `${plural(count('text') + count('markup'), 'page')} changed${count('markup') ? ` (${count('markup')} in markup only)` : ''}`,
    `${count('added')} added`,
    `${count('removed')} removed`,
    plural(diff.files.length, 'other file'),
  ];
  return `${parts.join(', ')}.`;
}

/** A long line cut down to its changed words and a few either side, so a one-word edit in a paragraph reads at a glance. */
function excerpts(before: string, after: string): [string, string] {
  const a = before.split(' ');
  const b = after.split(' ');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const cut = (words: string[]) => {
    const from = Math.max(0, start - CONTEXT_WORDS);
    const to = Math.min(words.length, words.length - end + CONTEXT_WORDS);
    return `${from > 0 ? '… ' : ''}${words.slice(from, to).join(' ')}${to < words.length ? ' …' : ''}`;
  };
  return [cut(a), cut(b)];
}

/** A hunk as `-`/`+` lines; paired lines are trimmed to the words around the change. */
function hunkLines(hunk: TextHunk): string[] {
  const removed = [...hunk.removed];
  const added = [...hunk.added];
  for (let i = 0; i < Math.min(removed.length, added.length); i++)
    [removed[i], added[i]] = excerpts(removed[i], added[i]);
  return [...removed.map((line) => `- ${line}`), ...added.map((line) => `+ ${line}`)];
}

/** A page's text changes, at most LINES_PER_PAGE lines and a count of the rest. */
export function pageLines(page: PageChange): string[] {
  const lines = page.hunks.flatMap(hunkLines);
  return lines.length > LINES_PER_PAGE
    ? [...lines.slice(0, LINES_PER_PAGE), `… ${plural(lines.length - LINES_PER_PAGE, 'more changed line')}`]
    : lines;
}

function fileName(change: FileChange): string {
  const name =
    change.before && change.after && change.before !== change.after
      ? `${change.before} → ${change.after}`
      : (change.after ?? change.before!);
  const state = !change.before ? ' (new)' : !change.after ? ' (removed)' : '';
  return `${change.route ? `${change.route}: ` : ''}${name}${state}`;
}

/** What `npm run diff-site` prints: every changed route with its text changes, then the other files by kind. */
export function consoleReport(comparison: Comparison): string {
  const { diff, base, head } = comparison;
  const lines = [`Compared ${head.label} with ${base.label}.`, headline(comparison)];
  const marks = { added: '+', removed: '-', text: '~', markup: '~' } as const;
  for (const page of diff.pages) {
    lines.push(`  ${marks[page.kind]} ${page.route}  (${KIND_NOTES[page.kind]})`);
    lines.push(...pageLines(page).map((line) => `      ${line}`));
  }
  for (const [kind, title] of FILE_KINDS) {
    const files = diff.files.filter((f) => f.kind === kind);
    if (files.length) lines.push(`${title}:`, ...files.map((f) => `  ${fileName(f)}`));
  }
  return lines.join('\n');
}

const fence = (text: string) => text.replaceAll('```', "'''");

/** The same list in Markdown, for a pull request comment. */
export function summaryMarkdown(comparison: Comparison): string {
  const { diff, base, head } = comparison;
  const out = [
    '### What this change does to the site',
    '',
    `Compared ${head.label} with ${base.label}.`,
    '',
    `**${headline(comparison)}**`,
  ];
  const detailed = diff.pages.slice(0, DETAILED_PAGES);
  for (const page of detailed) {
    out.push('', `#### \`${page.route}\` (${KIND_NOTES[page.kind]})`);
    const lines = pageLines(page);
    if (lines.length) out.push('', '```diff', ...lines.map(fence), '```');
  }
  const rest = diff.pages.slice(DETAILED_PAGES);
  if (rest.length)
    out.push('', `… and ${plural(rest.length, 'more changed page')}: ${rest.map((p) => `\`${p.route}\``).join(', ')}.`);
  const files = FILE_KINDS.map(([kind, title]) => [title, diff.files.filter((f) => f.kind === kind)] as const).filter(
    ([, list]) => list.length,
  );
  if (files.length) out.push('');
  for (const [title, list] of files) out.push(`- **${title}:** ${list.map((f) => `\`${fileName(f)}\``).join(', ')}`);
  if (detailed.some((p) => p.kind === 'text' || p.kind === 'markup'))
    out.push('', 'Before and after screenshots at 390 and 1280 px: the report artifact (index.html).');
  return `${out.join('\n')}\n`;
}

const html = escapeXml;

function figure(src: string, caption: string, width: number, height: number): string {
  return `<figure><a href="${html(src)}"><img src="${html(src)}" alt="${html(caption)}" width="${width}" height="${height}" loading="lazy"/></a><figcaption>${html(caption)}</figcaption></figure>`;
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#111;background:#f6f7fb}main{max-width:90rem;margin:0 auto;padding:1rem 1.5rem 4rem}
h2{margin-top:2.5rem;border-top:1px solid #ccd;padding-top:1rem}code{font-size:.95em}.note{color:#555}
.text{margin:0;padding:.5rem .75rem;list-style:none;background:#fff;border:1px solid #dde;font-family:ui-monospace,monospace;font-size:.9rem;white-space:pre-wrap}
.removed{background:#ffe9e9}.added{background:#e6f8ea}del,ins{text-decoration:none}
.shots{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:1rem;align-items:start}
figure{margin:0}img{display:block;max-width:100%;height:auto;border:1px solid #ccd;background:#fff}figcaption{font-size:.875rem;color:#555}`;

/** The report page: each detailed page's text changes and screenshots, changed social cards side by side, other files. */
export function reportHtml(comparison: Comparison, shots: Map<string, Shot[]>, cards: FileChange[]): string {
  const { diff, base, head } = comparison;
  const body: string[] = [
    '<h1>What this change does to the site</h1>',
    `<p>Compared ${html(head.label)} with ${html(base.label)}.</p>`,
    `<p><strong>${html(headline(comparison))}</strong></p>`,
  ];
  for (const page of diff.pages.slice(0, DETAILED_PAGES)) {
    body.push(`<section><h2><code>${html(page.route)}</code></h2><p class="note">${html(KIND_NOTES[page.kind])}</p>`);
    const lines = pageLines(page);
    if (lines.length) {
      body.push(
        `<ul class="text">${lines.map((line) => (line.startsWith('- ') ? `<li class="removed"><del>${html(line)}</del></li>` : line.startsWith('+ ') ? `<li class="added"><ins>${html(line)}</ins></li>` : `<li>${html(line)}</li>`)).join('')}</ul>`,
      );
    }
    for (const shot of shots.get(page.route) ?? []) {
      const changed =
        shot.changedPixels === 0 ? 'no pixel changed' : `${shot.changedPixels.toLocaleString('en')} pixels changed`;
      body.push(`<h3>${shot.width} px wide: ${html(changed)}</h3><div class="shots">`);
      body.push(figure(`shots/${shot.before}`, `Before, ${shot.width} px`, shot.width, shot.height));
      body.push(figure(`shots/${shot.after}`, `After, ${shot.width} px`, shot.width, shot.height));
      body.push(
        figure(`shots/${shot.diff}`, `Changed pixels in red, ${shot.width} px`, shot.width, shot.height),
        '</div>',
      );
    }
    body.push('</section>');
  }
  const rest = diff.pages.slice(DETAILED_PAGES);
  if (rest.length)
    body.push(
      `<p>… and ${html(plural(rest.length, 'more changed page'))}: ${rest.map((p) => `<code>${html(p.route)}</code>`).join(', ')}.</p>`,
    );
  if (cards.length) {
    body.push('<section><h2>Social cards</h2>');
    for (const card of cards) {
      body.push(`<h3>${html(fileName(card))}</h3><div class="shots">`);
      if (card.before) body.push(figure(`cards/before/${card.before}`, 'Before', 1200, 630));
      if (card.after) body.push(figure(`cards/after/${card.after}`, 'After', 1200, 630));
      body.push('</div>');
    }
    body.push('</section>');
  }
  const files = FILE_KINDS.filter(([kind]) => kind !== 'card')
    .map(([kind, title]) => [title, diff.files.filter((f) => f.kind === kind)] as const)
    .filter(([, list]) => list.length);
  if (files.length) {
    body.push('<section><h2>Other files</h2><ul>');
    for (const [title, list] of files)
      body.push(`<li>${html(title)}: ${list.map((f) => `<code>${html(fileName(f))}</code>`).join(', ')}</li>`);
    body.push('</ul></section>');
  }
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>Site changes: ${html(head.label)}</title><style>${STYLE}</style></head>
<body><main>
${body.join('\n')}
</main></body></html>
`;
}

/** Writes index.html, summary.md, the changed cards and the screenshots (taken by `shoot`) into `outDir`, emptied first. */
export async function writeReport(
  outDir: string,
  comparison: Comparison,
  dists: { before: string; after: string },
  shoot: (routes: string[], shotsDir: string) => Promise<Map<string, Shot[]>>,
): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const detailed = comparison.diff.pages
    .slice(0, DETAILED_PAGES)
    .filter((p) => p.kind === 'text' || p.kind === 'markup');
  const shots = await shoot(
    detailed.map((p) => p.route),
    path.join(outDir, 'shots'),
  );
  const cards = comparison.diff.files.filter((f) => f.kind === 'card');
  for (const card of cards) {
    for (const [side, file, dist] of [
      ['before', card.before, dists.before],
      ['after', card.after, dists.after],
    ] as const) {
      if (!file) continue;
      await mkdir(path.dirname(path.join(outDir, 'cards', side, file)), { recursive: true });
      await copyFile(path.join(dist, file), path.join(outDir, 'cards', side, file));
    }
  }
  await writeFile(path.join(outDir, 'index.html'), reportHtml(comparison, shots, cards));
  await writeFile(path.join(outDir, 'summary.md'), summaryMarkdown(comparison));
}

/** When a build fails there is nothing to compare: the report says which side and gives the build's own lines. */
export async function writeFailureReport(outDir: string, heading: string, errors: string): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await writeFile(
    path.join(outDir, 'summary.md'),
    `### What this change does to the site\n\n**${heading}**\n\n\`\`\`text\n${fence(errors)}\n\`\`\`\n`,
  );
  await writeFile(
    path.join(outDir, 'index.html'),
    `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>Site changes: build failed</title><style>${STYLE}</style></head>
<body><main>
<h1>What this change does to the site</h1>
<p><strong>${html(heading)}</strong></p>
<pre>${html(errors)}</pre>
</main></body></html>
`,
  );
}
