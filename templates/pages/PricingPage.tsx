import type { Home } from '../../build/content/schemas/home';
import type { Layout } from '../../build/content/schemas/layout';
import type { Plans } from '../../build/content/schemas/plans';
import type { Site } from '../../build/content/schemas/site';
import { PricingSection } from '../sections/PricingSection';

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
      <section className="hero hero--compact" aria-labelledby="pricing-title">
        <div className="container hero-inner">
          <h1 id="pricing-title" className="display">
            {pricingPage.heading}
          </h1>
          <p className="lead">{pricingPage.lead}</p>
        </div>
      </section>
      <PricingSection plans={plans} copy={home.pricing} site={site} layout={layout} faqEverywhere />
    </>
  );
}
