import type { CountryItem } from '../../shared/content/countries';
import type { Layout } from '../../shared/content/layout';
import type { Site } from '../../shared/content/site';
import { Icon } from '../ui/Icon';
import { Logo } from '../ui/Logo';
import { CountriesMenu } from './CountriesMenu';

interface HeaderProps {
  site: Site;
  layout: Layout;
  countries: CountryItem[];
  /** Path of the page being rendered (its canonical path), to mark the current link. */
  currentPath: string;
  /** Page language; the header's copy is in the site's default language and says so when they differ. */
  lang: string;
}

const MENU_ID = 'site-menu';

/** The path the header marks as current: the page's own path when the header links to it, else none. */
export function headerCurrentPath(site: Site, countries: readonly CountryItem[], path: string): string {
  return site.navigation.some((item) => item.path === path) || countries.some((country) => country.path === path)
    ? path
    : '';
}

/**
 * Fixed header. From 900px the nav is inline; below it is a slide-in panel opened by the menu button
 * (client/menu.ts). Without JavaScript the button is hidden and the nav stays a scrollable row of links.
 */
export function Header({ site, layout, countries, currentPath, lang }: HeaderProps) {
  const { header } = layout;
  return (
    <header className="site-header" data-header="" lang={lang === site.defaultLang ? undefined : site.defaultLang}>
      <div className="container header-bar">
        <a className="logo-link" href="/" aria-label={header.homeLabel}>
          <Logo name={site.brand.name} id="header-logo" />
        </a>
        <nav id={MENU_ID} className="site-nav" data-menu="" aria-label={header.navLabel}>
          <ul className="nav-list" role="list">
            {site.navigation.map((item) => (
              <li key={item.path}>
                <a className="nav-link" href={item.path} aria-current={item.path === currentPath ? 'page' : undefined}>
                  {item.text}
                </a>
              </li>
            ))}
            <li>
              <CountriesMenu
                label={header.countriesLabel}
                countries={countries}
                currentPath={currentPath}
                lang={site.defaultLang}
              />
            </li>
          </ul>
        </nav>
        <div className="menu-backdrop" data-menu-backdrop="" />
        <div className="header-actions">
          <button type="button" className="icon-btn theme-toggle" aria-label={header.themeToggle} data-theme-toggle="">
            <Icon name="sun" className="icon-sun" />
            <Icon name="moon" className="icon-moon" />
          </button>
          <button
            type="button"
            className="icon-btn menu-toggle"
            aria-label={header.menuOpen}
            aria-expanded="false"
            aria-controls={MENU_ID}
            data-menu-toggle=""
            data-label-open={header.menuOpen}
            data-label-close={header.menuClose}
          >
            <Icon name="menu" className="icon-open" />
            <Icon name="close" className="icon-close" />
          </button>
        </div>
      </div>
    </header>
  );
}
