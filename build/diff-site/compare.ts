import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { diffArrays } from 'diff';
import { visibleText } from './page-text';

/** Lines a change took out of a page's text and the lines it put in their place. */
export interface TextHunk {
  removed: string[];
  added: string[];
}

export interface PageChange {
  /** The page's URL path, e.g. `/about`. */
  route: string;
  /** Its file in dist/, e.g. `about.html`. */
  file: string;
  /** `text`: what a visitor reads changed; `markup`: only markup did (styles, structured data, meta tags, links). */
  kind: 'added' | 'removed' | 'text' | 'markup';
  hunks: TextHunk[];
}

export type FileKind = 'card' | 'feed' | 'sitemap' | 'host' | 'other';

export interface FileChange {
  kind: FileKind;
  /** dist/ path before the change (absent: the file is new). */
  before?: string;
  /** dist/ path after the change (absent: the file is gone). */
  after?: string;
  /** The page a social card belongs to. */
  route?: string;
}

export interface SiteDiff {
  /** Changed pages, most important first: the home page, then sitemap order, then the rest by path. */
  pages: PageChange[];
  files: FileChange[];
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** `about.html` → `/about`, `index.html` → `/`, `blog/x.html` → `/blog/x`. */
export function routeOf(file: string): string {
  return file === 'index.html' ? '/' : `/${file.replace(/(\/index)?\.html$/, '')}`;
}

/** A hashed file's name without its content hash (`og/about-ace67ca260.png`, `assets/contact-4CPOILFL.js`), to pair old and new. */
function stem(file: string): string {
  return file.replace(/[-.]([0-9a-f]{8,}|[0-9A-Z]{8})(?=\.[a-z0-9]+$)/, '');
}

function kindOf(file: string): FileKind {
  if (file.startsWith('og/') && file.endsWith('.png')) return 'card';
  if (/(^|\/)sitemap[^/]*\.xml$/.test(file)) return 'sitemap';
  if (/\.(xml|rss|atom)$/.test(file)) return 'feed';
  if (['_headers', '_redirects', 'robots.txt'].includes(file)) return 'host';
  return 'other';
}

/** Routes in the order a reader meets them: `/` first, then the sitemap's order. */
function sitemapOrder(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname.replace(/(.)\/$/, '$1'));
}

/** The text lines that differ between two versions of a page, grouped where they sit together. */
export function textHunks(before: string[], after: string[]): TextHunk[] {
  const hunks: TextHunk[] = [];
  let open: TextHunk | undefined;
  for (const part of diffArrays(before, after)) {
    if (!part.added && !part.removed) {
      open = undefined;
      continue;
    }
    open ??= hunks[hunks.push({ removed: [], added: [] }) - 1];
    (part.added ? open.added : open.removed).push(...part.value);
  }
  return hunks;
}

const ogImage = (html: string) => /<meta property="og:image" content="[a-z]+:\/\/[^/"]+\/([^"]+)"/.exec(html)?.[1];
const sameBytes = (a: Buffer, b: Buffer) =>
  a.length === b.length &&
  createHash('sha256').update(a).digest('hex') === createHash('sha256').update(b).digest('hex');

/** Everything that differs between two built sites: pages by route with their text changes, other files by name. */
export async function compareSites(beforeDir: string, afterDir: string): Promise<SiteDiff> {
  const [beforeFiles, afterFiles] = await Promise.all([listFiles(beforeDir), listFiles(afterDir)]);
  const beforeSet = new Set(beforeFiles);
  const afterSet = new Set(afterFiles);
  const read = (dir: string, file: string) => readFile(path.join(dir, file));
  const pages: PageChange[] = [];
  const cardRoutes = new Map<string, string>();
  const changedFiles: string[] = [];

  for (const file of new Set([...beforeFiles, ...afterFiles])) {
    const [before, after] = await Promise.all([
      beforeSet.has(file) ? read(beforeDir, file) : undefined,
      afterSet.has(file) ? read(afterDir, file) : undefined,
    ]);
    if (file.endsWith('.html')) {
      for (const html of [before, after]) {
        const card = html && ogImage(html.toString('utf8'));
        if (card) cardRoutes.set(card, routeOf(file));
      }
    }
    if (before && after && sameBytes(before, after)) continue;
    if (!file.endsWith('.html')) {
      changedFiles.push(file);
      continue;
    }
    const route = routeOf(file);
    if (!before || !after) {
      pages.push({ route, file, kind: before ? 'removed' : 'added', hunks: [] });
      continue;
    }
    const hunks = textHunks(visibleText(before.toString('utf8')), visibleText(after.toString('utf8')));
    pages.push({ route, file, kind: hunks.length > 0 ? 'text' : 'markup', hunks });
  }

  const sitemap = async (dir: string) => await readFile(path.join(dir, 'sitemap.xml'), 'utf8').catch(() => '');
  const order = ['/', ...sitemapOrder(await sitemap(afterDir)), ...sitemapOrder(await sitemap(beforeDir))];
  const rank = (route: string) => (order.includes(route) ? order.indexOf(route) : order.length);
  pages.sort((a, b) => rank(a.route) - rank(b.route) || a.route.localeCompare(b.route));

  // A hashed file that changed is one name gone and another new: pair them by the name without the hash.
  const files: FileChange[] = [];
  const added = new Map(changedFiles.filter((f) => !beforeSet.has(f)).map((f) => [stem(f), f]));
  for (const file of changedFiles) {
    if (!beforeSet.has(file)) continue;
    const after = afterSet.has(file) ? file : added.get(stem(file));
    if (after && after !== file) added.delete(stem(file));
    files.push({ kind: kindOf(file), before: file, after });
  }
  for (const file of added.values()) files.push({ kind: kindOf(file), after: file });
  for (const change of files) {
    const route = cardRoutes.get(change.after ?? '') ?? cardRoutes.get(change.before ?? '');
    if (change.kind === 'card' && route) change.route = route;
  }
  files.sort((a, b) => (a.after ?? a.before ?? '').localeCompare(b.after ?? b.before ?? ''));
  return { pages, files };
}
