import type { PageOf } from '../../build/content/schemas/countries';
import { CatalogueCount, CountryHero, FreeTestButton, type CountryPageLinks } from '../sections/CountrySections';

interface CountryMinimalPageProps {
  page: PageOf<'minimal'>;
  links: CountryPageLinks;
}

/** UK, Sweden, Norway, Belgium, Spain: heading, one line of channel names, free-test button. */
export function CountryMinimalPage({ page, links }: CountryMinimalPageProps) {
  return (
    <CountryHero id="country" headline={page.heading}>
      <p className="lead country-line">{page.channels.join(' · ')}</p>
      <div className="country-actions">
        <FreeTestButton page={page} links={links} />
      </div>
      <CatalogueCount page={page} links={links} />
    </CountryHero>
  );
}
