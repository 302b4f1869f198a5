import type { ReactElement } from 'react';
import type { Content } from '../../shared/content/content';
import type { CountryPage } from '../../shared/content/countries';
import type { Site } from '../../shared/content/site';
import type { BuiltRoute, JsonLd, Route } from '../../shared/route';
import { breadcrumbList, faqPage, product, webPage } from './structured-data';
import { catalogueSearchPath, countMatchingChannels } from './country-channels';
import { whatsappLink } from '../../templates/links';
import { CountryBriefPage } from '../../templates/pages/CountryBriefPage';
import { CountryPage as LandingCountryPage } from '../../templates/pages/CountryPage';
import { CountryMinimalPage } from '../../templates/pages/CountryMinimalPage';
import { GermanPage } from '../../templates/pages/GermanPage';
import { ItalyPage } from '../../templates/pages/ItalyPage';
import type { CountryPageLinks } from '../../templates/sections/CountrySections';
import type { Crumb } from '../../templates/ui/Breadcrumb';

/** The template each layout renders with (the a11y suite audits one page per template). */
const templates = {
  core: 'CountryPage (core)',
  full: 'CountryPage (full)',
  brief: 'CountryBriefPage',
  minimal: 'CountryMinimalPage',
  german: 'GermanPage',
  italy: 'ItalyPage',
} as const satisfies Record<CountryPage['layout'], string>;

function render(page: CountryPage, links: CountryPageLinks): ReactElement {
  switch (page.layout) {
    case 'core':
    case 'full':
      return <LandingCountryPage page={page} links={links} />;
    case 'brief':
      return <CountryBriefPage page={page} links={links} />;
    case 'minimal':
      return <CountryMinimalPage page={page} links={links} />;
    case 'german':
      return <GermanPage page={page} links={links} />;
    case 'italy':
      return <ItalyPage page={page} links={links} />;
  }
}

function crumbsOf(page: CountryPage): Crumb[] {
  if (page.layout !== 'core' && page.layout !== 'full') return [];
  const { home, section, sectionPath } = page.breadcrumb;
  return [{ name: home, path: '/' }, { name: section, ...(sectionPath && { path: sectionPath }) }, { name: page.name, path: page.path }];
}

/** The prices the page states, as Product offers in its own currency. */
function offersOf(page: CountryPage): { currency: string; items: { name: string; price: number }[] } {
  switch (page.layout) {
    case 'german':
      return { currency: page.plans.currency, items: page.plans.items };
    case 'italy':
      return { currency: page.prices.currency, items: page.prices.rows.map((row) => ({ name: `${row.duration} (${row.devices} ${page.prices.columns.devices})`, price: row.price })) };
    default:
      return page.offers;
  }
}

function structuredData(site: Site, page: CountryPage, crumbs: Crumb[]): JsonLd[] {
  const offers = offersOf(page);
  const rating = 'rating' in page ? page.rating : undefined;
  return [
    webPage(site, { path: page.path, ...page.meta, lang: page.lang }),
    product(site, {
      name: `${site.brand.name} – ${page.name}`,
      description: page.meta.description,
      path: page.path,
      currency: offers.currency,
      offers: offers.items,
      ...(rating && { rating }),
    }),
    ...(crumbs.length > 0 ? [breadcrumbList(site, crumbs)] : []),
    ...('faq' in page ? [faqPage(page.faq.items)] : []),
  ];
}

/** The 18 country landing pages, one per file of content/countries/, in the Countries menu order. */
export function countryRoutes(content: Content): Route[] {
  const { site } = content;
  return content.countryPages.map((page): BuiltRoute => {
    const crumbs = crumbsOf(page);
    const links: CountryPageLinks = {
      freeTest: whatsappLink(site.contact.phone, page.freeTest.message),
      catalogue: catalogueSearchPath(page.catalogue.query),
      channelCount: countMatchingChannels(content, page.catalogue.query),
      crumbs,
    };
    return {
      status: 'built',
      path: page.path,
      template: templates[page.layout],
      ...page.meta,
      lang: page.lang,
      sitemap: true,
      jsonLd: structuredData(site, page, crumbs),
      render: () => render(page, links),
    };
  });
}
