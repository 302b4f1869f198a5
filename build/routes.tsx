import type { ReactElement } from 'react';
import type { Content } from './content';
import type { Lang } from './content/schemas/shared';
import type { ImageManifest } from './manifest';
import { organization, webPage, type JsonLd } from './structured-data';
import { AboutPage } from '../templates/pages/AboutPage';
import { LegalPage } from '../templates/pages/LegalPage';
import { NotFoundPage } from '../templates/pages/NotFoundPage';
import type { MovieLists } from '../templates/sections/LatestMovies';

/** What a page template may use besides its own content: processed images and the build's movie lists. */
export interface PageContext {
  images: ImageManifest;
  movies: MovieLists;
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
  /** Client behaviours this page needs beyond the site-wide ones (one esbuild entry each, see build/assets.ts). */
  scripts?: PageScript[];
  jsonLd?: JsonLd[];
}

export type PageScript = 'tabs' | 'carousel' | 'dialog' | 'catalogue' | 'contact';

export interface BuiltRoute extends RouteBase {
  status: 'built';
  /** The page template (and layout variant) it renders with; tests audit one route per template. */
  template: string;
  render: (ctx: PageContext) => ReactElement;
}

/** A route a later issue builds: not rendered, not in the sitemap, but links to it are accepted. */
export interface PlannedRoute extends RouteBase {
  status: 'planned';
}

export type Route = BuiltRoute | PlannedRoute;

export const NOT_FOUND_PATH = '/404';

function planned(path: string, title: string, lang: Lang = 'hr', extra: Partial<RouteBase> = {}): PlannedRoute {
  return { status: 'planned', path, title, description: '', lang, sitemap: false, ...extra };
}

/** Every page of the site, derived from content. Navigation, footer, sitemap, link checks and tests read this. */
export function buildRoutes(content: Content): Route[] {
  const { site, layout, about, legal, countries } = content;
  return [
    planned('/', site.brand.name),
    planned('/lista-kanala', 'Lista kanala', 'hr', { pageClass: 'page-catalogue' }),
    planned('/channels-list', 'Lista kanala', 'hr', { pageClass: 'page-catalogue', canonicalPath: '/lista-kanala' }),
    planned('/installation', 'Instalacija', 'hr', { pageClass: 'page-installation' }),
    planned('/pricing', 'Cijene'),
    planned('/standard', 'Standard paket'),
    planned('/contact', 'Kontakt'),
    planned('/blog', 'Blog'),
    planned('/blog/smart-tv-vs-android-box', 'Smart TV vs Android box'),
    planned('/blog/strong-leap-s3-vs-s3-pro', 'Strong Leap S3 vs S3 Pro'),
    ...countries.map((country) => planned(country.path, country.name, country.lang)),
    {
      status: 'built',
      path: '/about',
      template: 'AboutPage',
      ...about.meta,
      lang: site.defaultLang,
      sitemap: true,
      jsonLd: [organization(site), webPage(site, { path: '/about', ...about.meta, lang: site.defaultLang })],
      render: ({ images }) => <AboutPage about={about} site={site} images={images} />,
    },
    ...legal.map(
      (page): BuiltRoute => ({
        status: 'built',
        path: `/${page.slug}`,
        template: 'LegalPage',
        title: page.title,
        description: page.description,
        lang: site.defaultLang,
        sitemap: true,
        jsonLd: [webPage(site, { path: `/${page.slug}`, title: page.title, description: page.description, lang: site.defaultLang })],
        render: () => <LegalPage page={page} layout={layout} site={site} />,
      }),
    ),
    {
      status: 'built',
      path: NOT_FOUND_PATH,
      template: 'NotFoundPage',
      title: layout.notFound.title,
      description: layout.notFound.description,
      lang: site.defaultLang,
      sitemap: false,
      render: () => <NotFoundPage copy={layout.notFound} />,
    },
  ];
}

/** The file a route is written to inside dist/. */
export function outputFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
