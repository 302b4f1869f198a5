import type { PageOf } from '../../shared/content/countries';
import { FaqSection } from '../sections/FaqSection';
import { CountryBreadcrumb, CountryHero, LandingSections, type CountryPageLinks } from '../sections/CountrySections';

interface CountryCorePageProps {
  page: PageOf<'core'>;
  links: CountryPageLinks;
}

/** Croatia and Bosnia: breadcrumb (Početna > Države), benefits, channel list, devices, security, FAQ, call to action. */
export function CountryCorePage({ page, links }: CountryCorePageProps) {
  const { breadcrumb, hero, faq } = page;
  return (
    <>
      <CountryHero page={page} links={links} headline={hero.headline} tagline={hero.tagline} trail={<CountryBreadcrumb label={breadcrumb.label} links={links} />}>
        <p className="lead">{hero.lead}</p>
        <p className="country-price">{page.price}</p>
      </CountryHero>
      <LandingSections page={page} links={links} faq={<FaqSection id="faq" heading={faq.heading} items={faq.items} tone="default" />} />
    </>
  );
}
