import type { ReactElement } from 'react';
import type { Lang } from '../shared/content/common';
import type { ImageManifest } from './manifest';
import type { JsonLd } from './routes/structured-data';
import type { MovieLists } from '../templates/sections/LatestMovies';

/** What a page template may use besides its own content: processed images, the build's movie lists, asset URLs. */
export interface PageContext {
  images: ImageManifest;
  movies: MovieLists;
  /** URL of the flag sprite (one cached file serves every flag). */
  flagSprite: string;
  /** URL of the catalogue's content-hashed channel data file (build/catalogue/data-file.ts). */
  catalogueData: string;
}

interface RouteBase {
  /** URL path; `/about` is written to `about.html`, `/` to `index.html`. */
  path: string;
  title: string;
  description: string;
  lang: Lang;
  /** Listed in sitemap.xml. */
  sitemap: boolean;
  /** Extra class on <body> for pages with their own style (the catalogue and the installation guide). */
  pageClass?: string;
  /** Canonical path when this route duplicates another (defaults to its own path). */
  canonicalPath?: string;
  /** Second line of the page's social preview card (its price or country); defaults to the description. */
  ogSubtitle?: string;
  /** Short highlight on the card, e.g. a price (`od 12 €/mj.`). */
  ogBadge?: string;
  /** Absolute URL of the page's card, set by the og stage (build/og.ts). */
  ogImage?: string;
  /** Client behaviours this page needs beyond the site-wide ones (one esbuild entry each, see build/assets.ts). */
  scripts?: PageScript[];
  jsonLd?: JsonLd[];
  /** Last change of the page's content (YYYY-MM-DD), written to the sitemap. */
  lastmod?: string;
}

export type PageScript = 'tabs' | 'carousel' | 'dialog' | 'catalogue' | 'contact' | 'posters' | 'share';

export interface BuiltRoute extends RouteBase {
  status: 'built';
  /** The page template (and layout variant) it renders with; tests audit one route per template. */
  template: string;
  render: (ctx: PageContext) => ReactElement;
  /**
   * Everything the page shows beyond the route fields and the shared shell (e.g. the post and its neighbours),
   * serialised. When set, build/page-cache.ts reuses the page rendered last time for the same inputs.
   */
  cacheKey?: string;
}

/** A route a later issue builds: not rendered, not in the sitemap, but links to it are accepted. */
export interface PlannedRoute extends RouteBase {
  status: 'planned';
}

export type Route = BuiltRoute | PlannedRoute;

export const NOT_FOUND_PATH = '/404';

export function planned(path: string, title: string, lang: Lang = 'hr', extra: Partial<RouteBase> = {}): PlannedRoute {
  return { status: 'planned', path, title, description: '', lang, sitemap: false, ...extra };
}

/** The file a route is written to inside dist/. */
export function outputFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
