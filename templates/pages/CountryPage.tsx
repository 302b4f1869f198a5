import type { PageOf } from '../../shared/content/countries';
import { FaqSection } from '../sections/FaqSection';
import { CountryBreadcrumb, CountryHero, LandingSections, type CountryPageLinks } from '../sections/CountrySections';

interface CountryPageProps {
  /** The page's layout is its variant: `core` (Croatia, Bosnia) or `full` (the other eight landing pages). */
  page: PageOf<'core' | 'full'>;
  links: CountryPageLinks;
}

/**
 * The landing country layouts: breadcrumb, hero with tagline, lead and price, benefits, channels, devices, trust, FAQ,
 * call to action. The full variant shows the catalogue link as a second hero button, the core variant as a text link.
 */
export function CountryPage({ page, links }: CountryPageProps) {
  const { breadcrumb, hero, faq } = page;
  return (
    <>
      <CountryHero
        page={page}
        links={links}
        headline={hero.headline}
        tagline={hero.tagline}
        trail={<CountryBreadcrumb label={breadcrumb.label} links={links} />}
        catalogueButton={page.layout === 'full'}
      >
        <p className="lead">{hero.lead}</p>
        <p className="country-price">{page.price}</p>
      </CountryHero>
      <LandingSections
        page={page}
        links={links}
        faq={<FaqSection id="faq" heading={faq.heading} items={faq.items} />}
      />
    </>
  );
}
