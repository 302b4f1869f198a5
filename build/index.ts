import './production';
import { loadContentSources, validateContent } from './content';
import { ContentError, ContentErrors } from './content/errors';
import { bundleAssets } from './assets';
import { writeCatalogueData } from './catalogue/data-file';
import { checkLayoutLinks } from './content-links';
import { writeBlogFeed } from './feed';
import { processImages } from './images';
import { defaultMovieCacheFile } from './movies/cache';
import { loadMovieLists } from './movies/load';
import type { OutputMap } from './output';
import { distDir } from './paths';
import { renderRoutes } from './render';
import { buildRoutes } from './routes';
import { writeSeoFiles } from './seo';
import { writeSite } from './write';

async function stage<T>(name: string, run: () => Promise<T> | T, summary?: (result: T) => string): Promise<T> {
  const started = performance.now();
  const result = await run();
  const ms = Math.round(performance.now() - started);
  console.log(`${name.padEnd(8)} ${String(ms).padStart(6)} ms${summary ? `  ${summary(result)}` : ''}`);
  return result;
}

async function build(): Promise<void> {
  const started = performance.now();
  const output: OutputMap = new Map();

  const sources = await stage('load', loadContentSources, (s) => `${Object.keys(s.yaml).length + s.legal.length + s.countries.length} content files`);
  const content = await stage('validate', () => validateContent(sources), () => 'every file matches its schema');
  const routes = await stage('routes', () => buildRoutes(content), (r) => `${r.filter((x) => x.status === 'built').length} built, ${r.length} in the table`);
  await stage('links', () => checkLayoutLinks(content, sources, routes), () => 'header and footer links are pages in the table');
  const movies = await stage('movies', () => loadMovieLists(content.movies, { cacheFile: defaultMovieCacheFile }), (m) => m.summary);
  // Templates need hashed asset URLs and image sizes, so assets are ready before render.
  const pageScripts = [...new Set(routes.flatMap((r) => (r.status === 'built' ? (r.scripts ?? []) : [])))];
  const assets = await stage('assets', () => bundleAssets(output, pageScripts), () => `stylesheet and site script inlined, ${pageScripts.length} page scripts`);
  const catalogueData = await stage('data', () => writeCatalogueData(output, content.channels), (url) => `channel catalogue ${url}`);
  const images = await stage('images', () => processImages(output), ({ manifest, stats }) =>
    `${Object.keys(manifest).length} images: ${stats.encoded} files encoded, ${stats.cached} from cache`);
  await stage('render', () => renderRoutes(output, routes, { content, assets, images: images.manifest, movies: movies.lists, year: new Date().getFullYear(), catalogueData }), (n) => `${n.rendered} pages rendered, ${n.cached} unchanged from cache`);
  await stage('feed', () => writeBlogFeed(output, content), (n) => `blog/feed.xml, ${n} posts`);
  await stage('seo', () => writeSeoFiles(output, routes, content.site.origin), () => 'sitemap.xml, robots.txt');
  await stage('write', () => writeSite(output, distDir), () => `${output.size} files`);

  console.log(`total    ${String(Math.round(performance.now() - started)).padStart(6)} ms`);
}

build().catch((error: unknown) => {
  if (error instanceof ContentErrors || error instanceof ContentError) {
    console.error(error.message);
    console.error('Build stopped: fix the content above. dist/ was left as it was.');
  } else {
    console.error(error);
    console.error('Build failed. dist/ was left as it was.');
  }
  process.exitCode = 1;
});
