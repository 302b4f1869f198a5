import type { ReactElement } from 'react';
import type { Content } from '../../shared/content/content';
import type { CountryLayout, CountryPage, PageOf } from '../../shared/content/countries';
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

interface CountryTemplate<L extends CountryLayout> {
  /** The route's template name: the a11y suite audits one page per name. */
  name: string;
  render: (page: PageOf<L>, links: CountryPageLinks) => ReactElement;
}

/** The template each layout renders with. */
export const countryTemplates: { [L in CountryLayout]: CountryTemplate<L> } = {
  core: { name: 'CountryPage (core)', render: (page, links) => <LandingCountryPage page={page} links={links} /> },
  full: { name: 'CountryPage (full)', render: (page, links) => <LandingCountryPage page={page} links={links} /> },
  brief: { name: 'CountryBriefPage', render: (page, links) => <CountryBriefPage page={page} links={links} /> },
  minimal: { name: 'CountryMinimalPage', render: (page, links) => <CountryMinimalPage page={page} links={links} /> },
  german: { name: 'GermanPage', render: (page, links) => <GermanPage page={page} links={links} /> },
  italy: { name: 'ItalyPage', render: (page, links) => <ItalyPage page={page} links={links} /> },
};

// TypeScript cannot tie a union page to its own table entry; the lookup by page.layout does.
const templateOf = <L extends CountryLayout>(page: PageOf<L>): CountryTemplate<L> => countryTemplates[page.layout as L];

function crumbsOf(page: CountryPage): Crumb[] {
  if (page.layout !== 'core' && page.layout !== 'full') return [];
  const { home, section, sectionPath } = page.breadcrumb;
  return [
    { name: home, path: '/' },
    { name: section, ...(sectionPath && { path: sectionPath }) },
    { name: page.name, path: page.path },
  ];
}

/** The prices the page states, as Product offers in its own currency. */
function offersOf(page: CountryPage): { currency: string; items: { name: string; price: number }[] } {
  switch (page.layout) {
    case 'german':
      return { currency: page.plans.currency, items: page.plans.items };
    case 'italy':
      return {
        currency: page.prices.currency,
        items: page.prices.rows.map((row) => ({
          name: `${row.duration} (${row.devices} ${page.prices.columns.devices})`,
          price: row.price,
        })),
      };
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
    const template = templateOf(page);
    const links: CountryPageLinks = {
      freeTest: whatsappLink(site.contact.phone, page.freeTest.message),
      catalogue: catalogueSearchPath(page.catalogue.query),
      channelCount: countMatchingChannels(content, page.catalogue.query),
      crumbs,
    };
    return {
      status: 'built',
      path: page.path,
      template: template.name,
      ...page.meta,
      lang: page.lang,
      sitemap: true,
      jsonLd: structuredData(site, page, crumbs),
      render: () => template.render(page, links),
    };
  });
}
