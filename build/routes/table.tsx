import type { Content } from '../../shared/content/content';
import type { BuiltRoute, Route } from '../../shared/route';
import { NOT_FOUND_PATH } from '../../shared/site-paths';
import { organization, webPage } from './structured-data';
import { blogRoutes, type PostRouteMemory } from './blog';
import { catalogueRoutes } from './catalogue';
import { countryRoutes } from './countries';
import { salesRoutes } from './sales';
import { supportRoutes } from './support';
import { AboutPage } from '../../templates/pages/AboutPage';
import { LegalPage } from '../../templates/pages/LegalPage';
import { NotFoundPage } from '../../templates/pages/NotFoundPage';

/** Every page of the site, derived from content. Navigation, footer, sitemap, link checks and tests read this. */
export function buildRoutes(content: Content, memory?: PostRouteMemory): Route[] {
  const routes = siteRoutes(content, memory);
  // Only blog pages show posts; every other page shows its route fields and the shared shell alone, which name its
  // page-cache entry: a post edit re-renders none of them.
  for (const route of routes) if (route.status === 'built') route.cacheKey ??= '';
  return routes;
}

function siteRoutes(content: Content, memory?: PostRouteMemory): Route[] {
  const { site, layout, about, legal } = content;
  return [
    ...salesRoutes(content),
    ...catalogueRoutes(content),
    ...supportRoutes(content),
    ...blogRoutes(content, memory),
    ...countryRoutes(content),
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
        jsonLd: [
          webPage(site, {
            path: `/${page.slug}`,
            title: page.title,
            description: page.description,
            lang: site.defaultLang,
          }),
        ],
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
