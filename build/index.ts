import './render/production';
import { loadContentSources, validateContent } from './content';
import { postDay } from './content/blog';
import type { BlogPost } from '../shared/content/blog';
import { buildDay } from './content/build-day';
import { bundleAssets, routeScripts } from './assets/bundle';
import { writeCatalogueData } from './assets/catalogue-data-file';
import { writeSprite } from './assets/sprite';
import { checkLayoutLinks } from './routes/links';
import { writeBlogFeed } from './publish/feed';
import { processImages } from './assets/images';
import { loadMovieLists } from './content/movies/load';
import type { OutputMap } from './publish/output';
import { defaultMovieCacheFile, distDir } from './paths';
import { renderRoutes } from './render/render';
import { buildRoutes } from './routes/table';
import type { Route } from '../shared/route';
import { writeSeoFiles } from './publish/seo';
import { writeOutput } from './publish/write';
import type { StageCache } from './dev/stage-cache';
import { writeHostFiles, writeServeConfig } from './publish/host';
import { renderOgImages } from './render/og';

export interface BuildOptions {
  /** Folder the site is swapped into (default dist/); false keeps it in memory only. */
  write?: string | false;
  /** Where the timed stage lines go (default the console). */
  log?: (line: string) => void;
  /** Kept by a long-lived process (`npm run dev`) to reuse assets and images between builds. */
  cache?: StageCache;
  /** With `cache`: every file (project path) a watcher saw change since the last build; texts kept for others are not checked. */
  changed?: readonly string[];
}

export interface BuiltSite {
  output: OutputMap;
  routes: Route[];
}

// Set per build, so each stage line below stays one call.
let log: (line: string) => void = console.log;

async function stage<T>(name: string, run: () => Promise<T> | T, summary?: (result: T) => string): Promise<T> {
  const started = performance.now();
  const result = await run();
  const ms = Math.round(performance.now() - started);
  log(`${name.padEnd(8)} ${String(ms).padStart(6)} ms${summary ? `  ${summary(result)}` : ''}`);
  return result;
}

/** Names the posts a build leaves for their day, so an editor sees why a post is not on the site yet. */
function scheduledNote(scheduled: readonly BlogPost[]): string {
  if (scheduled.length === 0) return '';
  return `; scheduled, published by the first build on or after their date: ${scheduled.map((post) => `content/blog/${post.slug}.md (${postDay(post)})`).join(', ')}`;
}

/** Runs a costly stage through the dev cache when there is one. */
function cached<T>(
  options: BuildOptions,
  name: string,
  key: string,
  output: OutputMap,
  run: (into: OutputMap) => Promise<T>,
): Promise<T> {
  return options.cache ? options.cache.run(name, key, output, run) : run(output);
}

/** The whole pipeline: content in, every file of the site out (and written, unless `write` is false). */
export async function buildSite(options: BuildOptions = {}): Promise<BuiltSite> {
  log = options.log ?? console.log;
  const started = performance.now();
  const output: OutputMap = new Map();
  // What `npm run dev` keeps between builds (file texts, the post cache, card keys, the folder it wrote); the CLI keeps none.
  const kept = <T>(name: string, create: () => T): T | undefined => options.cache?.store(name, create);

  const sources = await stage(
    'load',
    () =>
      loadContentSources(
        kept('blog texts', () => new Map()),
        options.changed,
      ),
    (s) =>
      `${Object.keys(s.yaml).length + s.legal.length + s.countries.length + s.blog.length} content files and the channel snapshot`,
  );
  const content = await stage(
    'validate',
    () =>
      validateContent(
        sources,
        kept('post cache', () => ({})),
        buildDay(),
      ),
    ({ blog }) => `every file matches its schema${scheduledNote(blog.scheduled)}`,
  );
  const routes = await stage(
    'routes',
    () =>
      buildRoutes(
        content,
        kept('post routes', () => ({ routes: new Map() })),
      ),
    (r) => `${r.filter((x) => x.status === 'built').length} built, ${r.length} in the table`,
  );
  // Cards name each route's og:image at once, then encode on sharp's threads while the stages below run.
  const cards = stage(
    'og',
    () => renderOgImages(output, routes, content, { known: kept('card keys', () => ({ keys: new Map() })) }),
    (s) =>
      `${s.encoded + s.cached} social cards: ${s.encoded} encoded, ${s.cached} cached (alongside the stages above)`,
  );
  cards.catch(() => undefined); // awaited before host; this keeps an early failure from counting as unhandled
  await stage(
    'links',
    () => checkLayoutLinks(content, sources, routes),
    () => 'header and footer links are pages in the table',
  );
  const movies = await stage(
    'movies',
    () => loadMovieLists(content.movies, { cacheFile: defaultMovieCacheFile }),
    (m) => m.summary,
  );
  // Templates need hashed asset URLs and image sizes, so assets are ready before render.
  const { pageScripts, scriptSets } = routeScripts(routes);
  const assets = await stage(
    'assets',
    () =>
      cached(options, 'assets', JSON.stringify([pageScripts, scriptSets]), output, (into) =>
        bundleAssets(into, pageScripts, scriptSets),
      ),
    () => `stylesheet and site script inlined, ${pageScripts.length} page scripts`,
  );
  const sprite = await stage(
    'sprite',
    () => writeSprite(output),
    (url) => `flags and icons ${url}`,
  );
  const catalogueData = await stage(
    'data',
    () => writeCatalogueData(output, content.channels),
    (url) => `channel catalogue ${url}`,
  );
  const images = await stage(
    'images',
    () => cached(options, 'images', '', output, (into) => processImages(into)),
    ({ manifest, stats }) =>
      `${Object.keys(manifest).length} images: ${stats.encoded} files encoded, ${stats.cached} from cache`,
  );
  await stage(
    'render',
    () =>
      renderRoutes(
        output,
        routes,
        {
          content,
          assets,
          images: images.manifest,
          movies: movies.lists,
          year: new Date().getFullYear(),
          catalogueData,
          sprite,
        },
        kept('page scans', () => ({})),
      ),
    (n) => `${n.rendered} pages rendered, ${n.cached} unchanged from cache`,
  );
  await stage(
    'posts',
    () => content.blog.keepPosts(),
    () => 'every post body rendered and kept for the next build',
  );
  await stage(
    'feed',
    () => writeBlogFeed(output, content),
    (n) => `blog/feed.xml, ${n} posts`,
  );
  await stage(
    'seo',
    () =>
      writeSeoFiles(
        output,
        routes,
        content.site.origin,
        kept('sitemap', () => ({})),
      ),
    () => 'sitemap.xml, robots.txt',
  );
  await cards;
  const host = await stage(
    'host',
    () => writeHostFiles(output, routes, assets),
    (h) =>
      `_headers, _redirects (${h.redirects.length} rules), CSP with ${h.csp.split("'sha256-").length - 1} inline hashes`,
  );
  const target = options.write ?? distDir;
  if (target)
    await stage(
      'write',
      () =>
        writeOutput(
          output,
          target,
          kept('written', () => new Map<string, OutputMap>()),
        ).then(() => (target === distDir ? writeServeConfig(host, distDir) : undefined)),
      () => `${output.size} files`,
    );

  log(`total    ${String(Math.round(performance.now() - started)).padStart(6)} ms`);
  return { output, routes };
}
