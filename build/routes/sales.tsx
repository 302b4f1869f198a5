import type { Content } from '../../shared/content/content';
import { allPlans } from '../../shared/plan-facts';
import type { BuiltRoute, PageScript, Route } from '../../shared/route';
import { breadcrumbList, faqPage, organization, product, webPage } from './structured-data';
import { HomePage } from '../../templates/pages/HomePage';
import { PricingPage } from '../../templates/pages/PricingPage';
import { StandardPage } from '../../templates/pages/StandardPage';
import { latestMoviesScripts } from '../../templates/sections/LatestMovies';
import { PRICING_ID } from '../../templates/sections/PricingSection';

/** Home, /pricing and /standard: the pages a visitor buys from. */
export function salesRoutes(content: Content): Route[] {
  const { site, layout, countries, plans, home, standard } = content;
  const lang = site.defaultLang;
  const offers = allPlans(plans).map(({ tier, plan }) => ({
    name: `${plans.tiers[tier].name} – ${plan.duration}`,
    price: plan.price,
  }));
  const standardCrumbs = [
    { name: standard.breadcrumb.home, path: '/' },
    { name: standard.breadcrumb.page, path: '/standard' },
  ];

  const homeRoute: BuiltRoute = {
    status: 'built',
    path: '/',
    template: 'HomePage',
    ...home.meta,
    lang,
    sitemap: true,
    firstScreenStyles: true,
    scripts: [...new Set<PageScript>([...latestMoviesScripts, 'carousel', 'dialog', 'share'])],
    jsonLd: [
      webPage(site, { path: '/', ...home.meta, lang }),
      product(site, {
        name: home.product.name,
        description: home.meta.description,
        path: '/',
        currency: plans.currency,
        offers,
        rating: { value: home.product.ratingValue, count: home.product.reviewCount },
      }),
      organization(site),
      faqPage([...home.pricing.faq.items, ...home.faq.items]),
    ],
    render: ({ images, movies }) => (
      <HomePage
        home={home}
        plans={plans}
        site={site}
        layout={layout}
        countries={countries}
        images={images}
        movies={movies}
      />
    ),
  };

  const pricingRoute: BuiltRoute = {
    status: 'built',
    path: '/pricing',
    template: 'PricingPage',
    ...home.pricingPage.meta,
    lang,
    // The same offer as the home page's pricing section: search engines index that one.
    sitemap: false,
    canonicalPath: `/#${PRICING_ID}`,
    scripts: ['tabs'],
    jsonLd: [faqPage(home.pricing.faq.items)],
    render: () => <PricingPage home={home} plans={plans} site={site} layout={layout} />,
  };

  const standardRoute: BuiltRoute = {
    status: 'built',
    path: '/standard',
    template: 'StandardPage',
    ...standard.meta,
    lang,
    sitemap: true,
    jsonLd: [
      webPage(site, { path: '/standard', ...standard.meta, lang }),
      breadcrumbList(site, standardCrumbs),
      faqPage(standard.faq.items),
    ],
    render: () => (
      <StandardPage standard={standard} plans={plans} site={site} layout={layout} crumbs={standardCrumbs} />
    ),
  };

  return [homeRoute, pricingRoute, standardRoute];
}
