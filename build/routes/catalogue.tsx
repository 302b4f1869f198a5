import type { Content } from '../../shared/content/content';
import { newChannels } from '../../shared/catalogue/new-channels';
import { catalogueIndexOf } from '../assets/catalogue-data';
import { defaultRegion, filterCatalogue } from '../../shared/catalogue/view';
import type { BuiltRoute, Route } from '../../shared/route';
import { webPage } from './structured-data';
import { CataloguePage } from '../../templates/pages/CataloguePage';

/** The channel catalogue under both of its paths; `/lista-kanala` is canonical. */
export function catalogueRoutes(content: Content): Route[] {
  const { catalogue, channels, site } = content;
  const groups = filterCatalogue(catalogueIndexOf(channels), defaultRegion, '');
  const fresh = newChannels(channels);
  const page = (path: string, extra: Partial<BuiltRoute>): BuiltRoute => ({
    status: 'built',
    path,
    template: 'CataloguePage',
    ...catalogue.meta,
    lang: site.defaultLang,
    sitemap: true,
    pageClass: 'page-catalogue',
    samePage: 'catalogue',
    scripts: ['catalogue'],
    jsonLd: [webPage(site, { path: '/lista-kanala', ...catalogue.meta, lang: site.defaultLang })],
    render: ({ catalogueData }) => (
      <CataloguePage
        copy={catalogue}
        groups={groups}
        newChannels={fresh}
        dataUrl={catalogueData}
        region={defaultRegion}
      />
    ),
    ...extra,
  });
  return [page('/lista-kanala', {}), page('/channels-list', { canonicalPath: '/lista-kanala', sitemap: false })];
}
