import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { replaceFileSync } from '../files/replace-file';
import { scanSplicedPage, splicedPage, type PageScan, type SplicedMarkup } from '../publish/page-scan';
import type { FileOnDisk } from '../publish/output';
import { hashCode } from './code-hash';
import { cacheDir } from '../paths';
import { snapshotDigest } from '../content/channels';
import type { RenderInput } from './input';
import type { BuiltRoute } from '../../shared/route';

const pagesDir = path.join(cacheDir, 'pages');
/** Each cached page's scan (host.ts), so a warm build builds the CSP without reading thousands of pages back. */
const scansFile = path.join(pagesDir, 'scans.json');
/** Pages a build writes on its main thread before it starts the writer thread. */
const WRITTEN_HERE = 64;

/** Route fields the shell reads (everything but `render`, whose inputs `cacheKey` stands for, hashed on its own). */
function routeFields({ render: _render, cacheKey: _cacheKey, ...fields }: BuiltRoute): string {
  return JSON.stringify(fields);
}

export interface PageCache {
  /** The cached page for this route and these inputs, if an earlier build rendered it. */
  get: (route: BuiltRoute) => FileOnDisk | undefined;
  /** Stores a freshly rendered page; the returned file stands in for its bytes in the output. */
  put: (route: BuiltRoute, page: SplicedMarkup) => FileOnDisk;
  /** Waits until every page `put` stored is on disk; a failed write fails here. */
  written: () => Promise<void>;
  /** Deletes the pages this build did not use, so the cache holds one site's worth, not every past build's; saves their scans. */
  prune: () => number;
}

interface NamedPage {
  shell: string;
  ogImage?: string;
  name: string;
  /** The cached page as the output holds it, once a build found it. */
  file?: FileOnDisk;
}

/**
 * Each route's page name, so its fields are serialised and hashed once: by `get` and `put` in one build, and across
 * the builds of `npm run dev`, which keeps unchanged routes. A route is not changed once made, except for its card
 * (og.ts sets `ogImage`), so a name is reused only with the same shell and card.
 */
const names = new WeakMap<BuiltRoute, NamedPage>();

/** The scans a long-lived process (`npm run dev`) saved last, so its next build does not read them back from the file. */
export interface PageScanMemory {
  scans?: Record<string, PageScan>;
}

/** The scans the last build saved; without the file, cached pages are read back once for theirs. */
function readScans(): Record<string, PageScan> {
  try {
    return JSON.parse(readFileSync(scansFile, 'utf8')) as Record<string, PageScan>;
  } catch {
    return {};
  }
}

/**
 * Pages keyed by everything they depend on: the code, the whole shell input (content other than the posts, assets,
 * images, movies, year), the route's own fields and its `cacheKey`. Any change gives a new key, never a stale page.
 */
export function openPageCache(input: RenderInput, memory?: PageScanMemory): PageCache {
  const { content, ...rest } = input;
  // Posts reach a page only through its cacheKey; if the shared shell ever shows posts, drop this exclusion.
  const shell = createHash('sha256')
    .update(hashCode(['build', 'templates', 'client', 'shared'], ['package.json', 'package-lock.json']))
    .update(
      JSON.stringify({ ...content, channels: snapshotDigest(content.channels), blog: { ...content.blog, posts: [] } }),
    )
    .update(JSON.stringify(rest))
    .digest('hex');
  mkdirSync(pagesDir, { recursive: true });
  const stored = new Set(readdirSync(pagesDir).filter((name) => name.endsWith('.html')));
  const scans = memory?.scans ?? readScans();
  const used = new Map<string, PageScan | undefined>();
  let rendered = 0;
  const namedPage = (route: BuiltRoute): NamedPage => {
    const known = names.get(route);
    if (known?.shell === shell && known.ogImage === route.ogImage) return known;
    const name = `${createHash('sha256')
      .update(shell)
      .update(routeFields(route))
      .update(route.cacheKey ?? '')
      .digest('hex')}.html`;
    const named: NamedPage = { shell, ogImage: route.ogImage, name };
    names.set(route, named);
    return named;
  };
  // The first pages are written here; a build writing more (thousands of posts) starts a thread for the rest
  // (page-writer.mjs), whose start-up costs more than writing a few pages here. The stylesheets and shell parts
  // spliced into thousands of pages go to it once each.
  let writtenHere = 0;
  let writer: Worker | undefined;
  const sharedIds = new Map<string, number>();
  const write = (temp: string, file: string, { html, splices }: SplicedMarkup) => {
    if (!writer && writtenHere < WRITTEN_HERE) {
      writtenHere++;
      writeFileSync(temp, splicedPage(html, splices));
      renameSync(temp, file);
      return;
    }
    if (!writer) {
      writer = new Worker(new URL('./page-writer.mjs', import.meta.url));
      // A build that fails before `written` exits without waiting for the writer.
      writer.unref();
    }
    const ids = splices.map(({ at, end, markup }) => {
      let id = sharedIds.get(markup);
      if (id === undefined) {
        id = sharedIds.size;
        sharedIds.set(markup, id);
        writer!.postMessage({ id, markup });
      }
      return [at, end, id];
    });
    writer.postMessage({ temp, file, html, splices: ids });
  };
  return {
    get: (route) => {
      const named = namedPage(route);
      if (!stored.has(named.name)) return undefined;
      const scan = scans[named.name];
      used.set(named.name, scan);
      // The same file object build after build: writing the site tells an unchanged page by identity.
      if (named.file?.scan !== scan) named.file = { path: path.join(pagesDir, named.name), scan };
      return named.file;
    },
    put: (route, page) => {
      const { name } = namedPage(route);
      const file = path.join(pagesDir, name);
      write(`${file}.${randomUUID()}.tmp`, file, page);
      rendered++;
      const scan = scanSplicedPage(page.html, page.splices);
      used.set(name, scan);
      return { path: file, scan };
    },
    written: async () => {
      const done = writer;
      if (!done) return;
      writer = undefined;
      try {
        const { failure } = await new Promise<{ failure?: string }>((resolve, reject) => {
          done.once('message', resolve);
          done.once('error', reject);
          done.postMessage({ done: true });
        });
        if (failure) throw new Error(`writing the page cache failed: ${failure}`);
      } finally {
        await done.terminate();
      }
    },
    prune: () => {
      const stale = [...stored].filter((name) => !used.has(name));
      for (const name of stale) rmSync(path.join(pagesDir, name), { force: true });
      const saved = Object.fromEntries(
        [...used].filter((entry): entry is [string, PageScan] => entry[1] !== undefined),
      );
      if (memory) memory.scans = saved;
      // A build that rendered and dropped nothing leaves the file as it was: a no-change rebuild writes nothing here.
      if (rendered > 0 || stale.length > 0 || Object.keys(saved).length !== Object.keys(scans).length) {
        replaceFileSync(scansFile, JSON.stringify(saved));
      }
      return stale.length;
    },
  };
}
