import type { PageOf } from '../../shared/content/countries';
import { CountryHero, type CountryPageLinks } from '../sections/CountrySections';

interface CountryMinimalPageProps {
  page: PageOf<'minimal'>;
  links: CountryPageLinks;
}

/** UK, Sweden, Norway, Belgium, Spain: heading, one line of channel names, free-test button. */
export function CountryMinimalPage({ page, links }: CountryMinimalPageProps) {
  return (
    <CountryHero page={page} links={links} headline={page.heading}>
      <p className="lead country-line">{page.channels.join(' · ')}</p>
    </CountryHero>
  );
}
