import type { Home } from '../../shared/content/home';
import type { Layout } from '../../shared/content/layout';
import type { Plans } from '../../shared/content/plans';
import type { Site } from '../../shared/content/site';
import { PricingSection } from '../sections/PricingSection';
import { PageHero } from '../sections/PageHero';

interface PricingPageProps {
  home: Home;
  plans: Plans;
  site: Site;
  layout: Layout;
}

/** /pricing: the home page's pricing section on its own, with the plan FAQ at every screen size. */
export function PricingPage({ home, plans, site, layout }: PricingPageProps) {
  const { pricingPage } = home;
  return (
    <>
      <PageHero id="pricing" heading={pricingPage.heading} lead={pricingPage.lead} />
      <PricingSection plans={plans} copy={home.pricing} site={site} layout={layout} faqEverywhere />
    </>
  );
}
