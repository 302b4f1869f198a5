import type { CountryItem } from '../../shared/content/countries';
import type { Layout } from '../../shared/content/layout';
import type { Site } from '../../shared/content/site';
import { external, mailtoLink, telLink } from '../links';
import { Flag } from '../ui/Flag';
import { Icon } from '../ui/Icon';
import { Logo } from '../ui/Logo';
import { OpeningHours } from '../ui/OpeningHours';

interface FooterProps {
  site: Site;
  layout: Layout;
  countries: CountryItem[];
  year: number;
  /** Page language; the footer's copy is in the site's default language and says so when they differ. */
  lang: string;
}

export function Footer({ site, layout, countries, year, lang }: FooterProps) {
  const { footer } = layout;
  const social = site.social.filter((s) => s.url !== '');
  return (
    <footer className="site-footer" lang={lang === site.defaultLang ? undefined : site.defaultLang}>
      <div className="container footer-grid">
        <div className="footer-brand">
          <a className="logo-link" href="/" aria-label={layout.header.homeLabel}>
            <Logo name={site.brand.name} id="footer-logo" />
          </a>
          <p>{footer.about}</p>
          {social.length > 0 && (
            <div className="footer-social">
              <h2 className="footer-heading">{footer.socialHeading}</h2>
              <ul className="social-list" role="list">
                {social.map((s) => (
                  <li key={s.network}>
                    <a className="icon-btn" href={s.url} aria-label={s.label} {...external}>
                      <Icon name={s.network} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        {footer.columns.map((column) => (
          <div key={column.heading} className="footer-col">
            <h2 className="footer-heading">{column.heading}</h2>
            <ul className="footer-links" role="list">
              {column.links.map((link) => (
                <li key={link.path}>
                  <a href={link.path}>{link.text}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="footer-col footer-contact">
          <h2 className="footer-heading">{footer.contactHeading}</h2>
          <ul className="footer-links" role="list">
            <li>
              <a href={mailtoLink(site.contact.email)}>
                <Icon name="mail" />
                {site.contact.email}
              </a>
            </li>
            <li>
              <a href={telLink(site.contact.phone)}>
                <Icon name="phone" />
                {site.contact.phone.replace(/ /g, '\u00a0')}
              </a>
            </li>
            <li>
              <Icon name="map-pin" />
              {site.contact.location}
            </li>
            <li>
              <Icon name="clock" />
              <OpeningHours hours={site.openingHours} className="hours" />
            </li>
          </ul>
        </div>
        <div className="footer-countries">
          <h2 className="footer-heading">{footer.countriesHeading}</h2>
          <ul className="footer-country-list" role="list">
            {countries.map((c) => (
              <li key={c.path}>
                <a href={c.path} lang={c.lang === site.defaultLang ? undefined : c.lang}>
                  <Flag code={c.flag} />
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>
          © {year} {site.brand.name}. {footer.rights}
        </p>
      </div>
    </footer>
  );
}
