import type { ReactElement } from 'react';
import type { Lang } from './content/common';
import type { ImageManifest } from './manifest';
import type { MovieLists } from './movies';

/** What a page template may use besides its own content: processed images, the build's movie lists, asset URLs. */
export interface PageContext {
  images: ImageManifest;
  movies: MovieLists;
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
  /**
   * For a page that would not arrive in one round trip otherwise: it inlines only the rules the header and the first
   * section of <main> can use and links its stylesheet files after that section (build/render/page-styles.ts); its
   * site script and behaviours are one cached file named in <head>, and its structured data ends <body> (beside the
   * text it repeats, for gzip).
   */
  firstScreenStyles?: boolean;
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

/** One schema.org node as JSON-LD (build/routes/structured-data.ts builds them). */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export type PageScript = 'tabs' | 'carousel' | 'dialog' | 'catalogue' | 'contact' | 'posters' | 'share';

/** Names the one file that holds the site script and these behaviours (AssetManifest.scriptBundles). */
export const scriptBundleKey = (scripts: readonly PageScript[] = []): string => scripts.join('+');

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
  /** A name shared with the routes that show this same page under other paths: its markup is rendered once for all. */
  samePage?: string;
}

/** A route a later issue builds: not rendered, not in the sitemap, but links to it are accepted. */
export interface PlannedRoute extends RouteBase {
  status: 'planned';
}

export type Route = BuiltRoute | PlannedRoute;
