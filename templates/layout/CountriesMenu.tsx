import type { CountryItem } from '../../shared/content/countries';
import { Flag } from '../ui/Flag';
import { Icon } from '../ui/Icon';

interface CountriesMenuProps {
  label: string;
  countries: CountryItem[];
  currentPath: string;
  /** Page language; items in another language carry their own `lang`. */
  lang: string;
}

/**
 * The Countries dropdown: a native <details>, so it opens by keyboard (Enter/Space) and touch without
 * JavaScript. client/dropdown.ts adds closing on Escape, outside click and focus leaving.
 */
export function CountriesMenu({ label, countries, currentPath, lang }: CountriesMenuProps) {
  return (
    <details className="dropdown" data-dropdown="">
      <summary className="nav-link">
        <span>{label}</span>
        <Icon name="chevron" className="dropdown-marker" />
      </summary>
      <div className="dropdown-panel">
        <ul className="country-grid" role="list">
          {countries.map((country) => (
            <li key={country.path}>
              <a
                className="country-item"
                href={country.path}
                lang={country.lang === lang ? undefined : country.lang}
                aria-current={country.path === currentPath ? 'page' : undefined}
              >
                <Flag code={country.flag} />
                <span className="country-text">
                  <span className="country-name">{country.name}</span>
                  <span className="country-desc">{country.description}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
