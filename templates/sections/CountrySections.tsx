import type { ReactNode } from 'react';
import type { CountryPage } from '../../shared/content/countries';
import { Breadcrumb, type Crumb } from '../ui/Breadcrumb';
import { ButtonLink } from '../ui/Button';
import type { IconName } from '../ui/Icon';
import { Section } from '../ui/Section';
import { FeatureGrid } from './FeatureGrid';
import { CallToActionBand } from './CallToActionBand';

/** What every country template receives besides its own content: resolved links and the counted channels. */
export interface CountryPageLinks {
  /** WhatsApp chat with the page's prefilled message. */
  freeTest: string;
  /** `/lista-kanala?q=…` for the page's query. */
  catalogue: string;
  /** Channels of the current snapshot that the query finds. */
  channelCount: number;
  /** The visible trail (the same crumbs feed BreadcrumbList); empty on layouts without one. */
  crumbs: Crumb[];
}

export function FreeTestButton({
  page,
  links,
  size = 'lg',
}: {
  page: CountryPage;
  links: CountryPageLinks;
  size?: 'md' | 'lg';
}) {
  return (
    <ButtonLink href={links.freeTest} variant="chat" size={size} icon="chat" external>
      {page.freeTest.button}
    </ButtonLink>
  );
}

/** The spec's '250+' claim next to what the snapshot holds for this page's query, linking to that search. */
export function CatalogueCount({
  page,
  links,
  button,
}: {
  page: CountryPage;
  links: CountryPageLinks;
  button?: boolean;
}) {
  const { claim, count, link } = page.catalogue;
  return (
    <p className="country-count" data-catalogue-count="">
      <strong>{claim}</strong>
      <span>{count.replace('{count}', String(links.channelCount))}</span>
      {button ? (
        <ButtonLink href={links.catalogue} variant="secondary" iconEnd="arrow">
          {link}
        </ButtonLink>
      ) : (
        <a href={links.catalogue}>{link}</a>
      )}
    </p>
  );
}

export function CountryBreadcrumb({ label, links }: { label: string; links: CountryPageLinks }) {
  return <Breadcrumb label={label} crumbs={links.crumbs} />;
}

interface CountryHeroProps {
  page: CountryPage;
  links: CountryPageLinks;
  headline: string;
  tagline?: string;
  /** The breadcrumb, above the heading. */
  trail?: ReactNode;
  /** The catalogue link as a button (the full layout's second hero button) instead of a text link. */
  catalogueButton?: boolean;
  /** What the layout says between the heading and the free-test button. */
  children: ReactNode;
}

/** Every country page opens the same way: heading, the layout's lines, the free-test button and the channel count. */
export function CountryHero({ page, links, headline, tagline, trail, catalogueButton, children }: CountryHeroProps) {
  return (
    <section className="hero hero--compact country-hero" aria-labelledby="country-title">
      <div className="container hero-inner">
        {trail}
        <h1 id="country-title" className="display">
          {headline}
        </h1>
        {tagline && <p className="country-tagline gradient-text">{tagline}</p>}
        {children}
        <div className="country-actions">
          <FreeTestButton page={page} links={links} />
        </div>
        <CatalogueCount page={page} links={links} button={catalogueButton} />
      </div>
    </section>
  );
}

export function DeviceGrid({
  items,
  link,
}: {
  items: readonly { icon: IconName; name: string; description: string }[];
  link: string;
}) {
  return (
    <>
      <FeatureGrid
        items={items.map(({ icon, name, description }) => ({ icon, title: name, text: description }))}
        className="country-devices"
      />
      <p className="country-more">
        <a href="/installation">{link}</a>
      </p>
    </>
  );
}

export function ChannelNames({ names }: { names: readonly string[] }) {
  return (
    <ul className="country-channels" role="list">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

type LandingPage = Extract<CountryPage, { layout: 'core' | 'full' }>;

/** The body both breadcrumb layouts share: benefits, channels, devices, trust, FAQ and the closing call to action. */
export function LandingSections({ page, links, faq }: { page: LandingPage; links: CountryPageLinks; faq: ReactNode }) {
  const { benefits, channels, devices, trust, cta } = page;
  return (
    <>
      <Section id="prednosti" heading={benefits.heading} center>
        <FeatureGrid items={benefits.items} columns={4} />
      </Section>
      <Section id="kanali" heading={channels.heading} center tone="alt">
        <ChannelNames names={channels.names} />
        <CatalogueCount page={page} links={links} />
      </Section>
      <Section id="uredaji" heading={devices.heading} center>
        <DeviceGrid items={devices.items} link={devices.link} />
      </Section>
      <Section id="sigurnost" heading={trust.heading} center tone="alt">
        <FeatureGrid items={trust.items} columns={trust.items.length === 3 ? 3 : 4} />
      </Section>
      {faq}
      <CallToActionBand id="country-cta" heading={cta.heading} text={cta.text}>
        <div className="country-actions">
          <FreeTestButton page={page} links={links} />
          <ButtonLink href="/contact" variant="secondary" size="lg" icon="mail">
            {cta.contact}
          </ButtonLink>
        </div>
      </CallToActionBand>
    </>
  );
}
