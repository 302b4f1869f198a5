import type { PageOf } from '../../shared/content/countries';
import { FaqSection } from '../sections/FaqSection';
import { CountryHero, DeviceGrid, FreeTestButton, type CountryPageLinks } from '../sections/CountrySections';
import { Card } from '../ui/Card';
import { Section } from '../ui/Section';
import { CheckList } from '../ui/CheckList';

interface GermanPageProps {
  page: PageOf<'german'>;
  links: CountryPageLinks;
}

/** /<slug>-deutschland: 24 h test (anchor testzugang), its own Standard/Premium prices, devices, speeds, FAQ. */
export function GermanPage({ page, links }: GermanPageProps) {
  const { hero, test, plans, devices, speeds, faq } = page;
  return (
    <>
      <CountryHero page={page} links={links} headline={hero.headline}>
        <p className="lead">{hero.lead}</p>
      </CountryHero>
      <Section id="testzugang" heading={test.heading} center tone="alt">
        <p className="lead country-center">{test.text}</p>
        <div className="country-actions country-center">
          <FreeTestButton page={page} links={links} />
        </div>
      </Section>
      <Section id="preise" heading={plans.heading} center>
        <ul className="grid country-plans" role="list">
          {plans.items.map((plan) => (
            <Card as="li" key={plan.name} className="country-plan" reveal>
              <h3>{plan.name}</h3>
              <p className="country-plan-price">
                <strong>
                  {plan.price} {plans.currency}
                </strong>{' '}
                {plan.period}
              </p>
              <CheckList items={plan.features} className="country-plan-features" />
            </Card>
          ))}
        </ul>
      </Section>
      <Section id="geraete" heading={devices.heading} center tone="alt">
        <DeviceGrid items={devices.items} link={devices.link} />
      </Section>
      <Section id="geschwindigkeit" heading={speeds.heading} center>
        <dl className="stats country-speeds">
          {speeds.items.map((speed) => (
            <div key={speed.label} className="stat">
              <dt>{speed.label}</dt>
              <dd className="gradient-text">{speed.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <FaqSection id="faq" heading={faq.heading} items={faq.items} tone="alt" />
    </>
  );
}
