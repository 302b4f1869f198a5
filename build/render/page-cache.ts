import { createHash, randomUUID } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writevSync,
} from 'node:fs';
import path from 'node:path';
import { scanSplicedPage, type PageScan, type SplicedMarkup } from '../publish/page-scan';
import type { FileOnDisk } from '../publish/output';
import { hashCode } from './code-hash';
import { cacheDir } from '../paths';
import type { RenderInput } from './input';
import type { BuiltRoute } from '../../shared/route';

const pagesDir = path.join(cacheDir, 'pages');
/** Each cached page's scan (host.ts), so a warm build builds the CSP without reading thousands of pages back. */
const scansFile = path.join(pagesDir, 'scans.json');

/** Route fields the shell reads (everything but `render`, whose inputs `cacheKey` stands for, hashed on its own). */
function routeFields({ render: _render, cacheKey: _cacheKey, ...fields }: BuiltRoute): string {
  return JSON.stringify(fields);
}

export interface PageCache {
  /** The cached page for this route and these inputs, if an earlier build rendered it. */
  get: (route: BuiltRoute) => FileOnDisk | undefined;
  /** Stores a freshly rendered page; the returned file stands in for its bytes in the output. */
  put: (route: BuiltRoute, page: SplicedMarkup) => FileOnDisk;
  /** Deletes the pages this build did not use, so the cache holds one site's worth, not every past build's; saves their scans. */
  prune: () => number;
}

/**
 * Each route's page name, so its fields are serialised and hashed once: by `get` and `put` in one build, and across
 * the builds of `npm run dev`, which keeps unchanged routes. A route is not changed once made, except for its card
 * (og.ts sets `ogImage`), so a name is reused only with the same shell and card.
 */
const names = new WeakMap<BuiltRoute, { shell: string; ogImage?: string; name: string }>();

/** The scans the last build saved; without the file, cached pages are read back once for theirs. */
function readScans(): Record<string, PageScan> {
  try {
    return JSON.parse(readFileSync(scansFile, 'utf8')) as Record<string, PageScan>;
  } catch {
    return {};
  }
}

/** Writes a file from pieces in one go (writev), instead of joining them into one string and encoding that. */
function writePieces(file: string, pieces: Buffer[]): void {
  const fd = openSync(file, 'w');
  try {
    let rest = pieces;
    while (rest.length > 0) {
      let written = writevSync(fd, rest);
      // A short write leaves the rest for the next call.
      while (rest.length > 0 && written >= rest[0]!.length) written -= rest.shift()!.length;
      if (written > 0) rest[0] = rest[0]!.subarray(written);
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Pages keyed by everything they depend on: the code, the whole shell input (content other than the posts, assets,
 * images, movies, year), the route's own fields and its `cacheKey`. Any change gives a new key, never a stale page.
 */
export function openPageCache(input: RenderInput): PageCache {
  const { content, ...rest } = input;
  // Posts reach a page only through its cacheKey; if the shared shell ever shows posts, drop this exclusion.
  const shell = createHash('sha256')
    .update(hashCode(['build', 'templates', 'client', 'shared'], ['package.json', 'package-lock.json']))
    .update(JSON.stringify({ ...content, blog: { ...content.blog, posts: [] } }))
    .update(JSON.stringify(rest))
    .digest('hex');
  mkdirSync(pagesDir, { recursive: true });
  const stored = new Set(readdirSync(pagesDir).filter((name) => name.endsWith('.html')));
  const scans = readScans();
  const used = new Map<string, PageScan | undefined>();
  // The stylesheets and shell parts spliced into thousands of pages, each encoded once.
  const encoded = new Map<string, Buffer>();
  const bytesOf = (markup: string) => {
    let bytes = encoded.get(markup);
    if (bytes === undefined) {
      bytes = Buffer.from(markup);
      encoded.set(markup, bytes);
    }
    return bytes;
  };
  const nameOf = (route: BuiltRoute) => {
    const known = names.get(route);
    if (known?.shell === shell && known.ogImage === route.ogImage) return known.name;
    const name = `${createHash('sha256')
      .update(shell)
      .update(routeFields(route))
      .update(route.cacheKey ?? '')
      .digest('hex')}.html`;
    names.set(route, { shell, ogImage: route.ogImage, name });
    return name;
  };
  return {
    get: (route) => {
      const name = nameOf(route);
      if (!stored.has(name)) return undefined;
      used.set(name, scans[name]);
      return { path: path.join(pagesDir, name), scan: scans[name] };
    },
    put: (route, { html, splices }) => {
      const name = nameOf(route);
      const file = path.join(pagesDir, name);
      const temp = `${file}.${randomUUID()}.tmp`;
      const pieces: Buffer[] = [];
      let from = 0;
      for (const { at, end, markup } of splices) {
        pieces.push(Buffer.from(html.slice(from, at)), bytesOf(markup));
        from = end;
      }
      pieces.push(Buffer.from(html.slice(from)));
      writePieces(temp, pieces);
      renameSync(temp, file);
      const scan = scanSplicedPage(html, splices);
      used.set(name, scan);
      return { path: file, scan };
    },
    prune: () => {
      const stale = [...stored].filter((name) => !used.has(name));
      for (const name of stale) rmSync(path.join(pagesDir, name), { force: true });
      const temp = `${scansFile}.${randomUUID()}.tmp`;
      writeFileSync(temp, JSON.stringify(Object.fromEntries([...used].filter(([, scan]) => scan !== undefined))));
      renameSync(temp, scansFile);
      return stale.length;
    },
  };
}
