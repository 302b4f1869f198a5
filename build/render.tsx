import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from '../templates/Document';
import type { MovieLists } from '../templates/sections/LatestMovies';
import type { Content } from './content';
import type { AssetManifest, ImageManifest } from './manifest';
import type { OutputMap } from './output';
import { openPageCache } from './page-cache';
import { outputFile, type BuiltRoute, type Route } from './routes';

export interface RenderInput {
  content: Content;
  assets: AssetManifest;
  images: ImageManifest;
  movies: MovieLists;
  /** The footer year comes from the build, never from a template's clock. */
  year: number;
  /** URL of the channel data file the catalogue page fetches. */
  catalogueData: string;
}

export function renderRoute(route: BuiltRoute, input: RenderInput): string {
  const page = route.render({ images: input.images, movies: input.movies, flagSprite: input.assets.flagSprite, catalogueData: input.catalogueData });
  return (
    '<!DOCTYPE html>' +
    renderToStaticMarkup(
      <Document route={route} content={input.content} assets={input.assets} year={input.year}>
        {page}
      </Document>,
    )
  );
}

/** Renders every built route into the output map; planned routes are skipped, routes with a `cacheKey` reuse an unchanged page. */
export function renderRoutes(output: OutputMap, routes: readonly Route[], input: RenderInput): { rendered: number; cached: number } {
  const cache = routes.some((r) => r.status === 'built' && r.cacheKey !== undefined) ? openPageCache(input) : undefined;
  let rendered = 0;
  let cached = 0;
  for (const route of routes) {
    if (route.status !== 'built') continue;
    const hit = route.cacheKey !== undefined ? cache?.get(route) : undefined;
    if (hit) {
      output.set(outputFile(route.path), hit);
      cached++;
      continue;
    }
    const html = renderRoute(route, input);
    output.set(outputFile(route.path), route.cacheKey !== undefined && cache ? cache.put(route, html) : html);
    rendered++;
  }
  cache?.prune();
  return { rendered, cached };
}
