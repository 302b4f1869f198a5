import type { PageOf } from '../../shared/content/countries';
import { CountryHero, type CountryPageLinks } from '../sections/CountrySections';
import { FeatureGrid } from '../sections/FeatureGrid';
import { Section } from '../ui/Section';

interface CountryBriefPageProps {
  page: PageOf<'brief'>;
  links: CountryPageLinks;
}

/** Australia: title, hero with the free-test button, four benefits. */
export function CountryBriefPage({ page, links }: CountryBriefPageProps) {
  const { hero, benefits } = page;
  return (
    <>
      <CountryHero page={page} links={links} headline={hero.headline}>
        <p className="lead">{hero.lead}</p>
      </CountryHero>
      <Section id="prednosti" heading={benefits.heading} center tone="alt">
        <FeatureGrid items={benefits.items} columns={4} />
      </Section>
    </>
  );
}
