import type { PageOf } from '../../shared/content/countries';
import { FaqSection } from '../sections/FaqSection';
import { CountryBreadcrumb, CountryHero, LandingSections, type CountryPageLinks } from '../sections/CountrySections';

interface CountryFullPageProps {
  page: PageOf<'full'>;
  links: CountryPageLinks;
}

/** The full country layout: hero with tagline and two buttons, 8 benefits, channels, devices, trust, FAQ, call to action. */
export function CountryFullPage({ page, links }: CountryFullPageProps) {
  const { breadcrumb, hero, faq } = page;
  return (
    <>
      <CountryHero page={page} links={links} headline={hero.headline} tagline={hero.tagline} trail={<CountryBreadcrumb label={breadcrumb.label} links={links} />} catalogueButton>
        <p className="lead">{hero.lead}</p>
        <p className="country-price">{page.price}</p>
      </CountryHero>
      <LandingSections page={page} links={links} faq={<FaqSection id="faq" heading={faq.heading} items={faq.items} />} />
    </>
  );
}
