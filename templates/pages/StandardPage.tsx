import type { Layout } from '../../shared/content/layout';
import type { Plans, TierId } from '../../shared/content/plans';
import type { Standard } from '../../shared/content/standard';
import type { Site } from '../../shared/content/site';
import { formatPrice, orderMessage, perMonth } from '../../shared/plan-facts';
import { whatsappLink } from '../links';
import { ChatButtons } from '../sections/ChatButtons';
import { ComparisonTable } from '../sections/ComparisonTable';
import { FaqSection } from '../sections/FaqSection';
import { Breadcrumb, type Crumb } from '../ui/Breadcrumb';
import { ButtonLink } from '../ui/Button';
import { Card } from '../ui/Card';
import { FeatureGrid } from '../sections/FeatureGrid';
import { Section } from '../ui/Section';
import { CallToActionBand } from '../sections/CallToActionBand';
import { PageHero } from '../sections/PageHero';
import { CheckList } from '../ui/CheckList';

interface StandardPageProps {
  standard: Standard;
  plans: Plans;
  site: Site;
  layout: Layout;
  crumbs: readonly Crumb[];
}

/** The yearly price of a tier and what it makes a month, with its order link. */
function YearCard({
  plans,
  tier,
  copy,
  phone,
}: {
  plans: Plans;
  tier: TierId;
  copy: Standard['comparison'];
  phone: string;
}) {
  const { name, description } = plans.tiers[tier];
  const yearly = plans.tiers[tier].plans.find((plan) => plan.months === 12)!;
  return (
    <Card as="li" className={tier === 'standard' ? 'plan plan--popular' : 'plan'}>
      <h3 className="plan-duration">{name}</h3>
      <p className="plan-price" data-price="">
        {formatPrice(yearly.price)} <span className="plan-per">{copy.perYear}</span>
      </p>
      <p className="plan-month">
        {formatPrice(perMonth(yearly.price, 12))} {copy.perMonth}
      </p>
      <p className="plan-desc">{description}</p>
      <ButtonLink
        href={whatsappLink(phone, orderMessage(plans, tier, yearly))}
        variant={tier === 'standard' ? 'primary' : 'secondary'}
        className="plan-order"
        external
        aria-label={`${copy.order}: ${name}, ${yearly.duration}`}
      >
        {copy.order}
      </ButtonLink>
    </Card>
  );
}

/** /standard: the Standard package against Premium, why choose it, devices, FAQ and a way to ask. */
export function StandardPage({ standard, plans, site, layout, crumbs }: StandardPageProps) {
  const { breadcrumb, hero, comparison, why, devices, faq, contact } = standard;
  return (
    <>
      <PageHero
        id="standard"
        heading={hero.heading}
        lead={hero.lead}
        trail={<Breadcrumb label={breadcrumb.label} crumbs={crumbs} />}
      />

      <Section id="comparison" heading={comparison.heading} lead={comparison.lead} center>
        <ul className="plan-grid plan-grid--2" role="list">
          {(['standard', 'premium'] as const).map((tier) => (
            <YearCard key={tier} plans={plans} tier={tier} copy={comparison} phone={site.contact.phone} />
          ))}
        </ul>
        <ComparisonTable plans={plans} copy={{ caption: comparison.heading, ...comparison }} />
      </Section>

      <Section id="why" heading={why.heading} center tone="alt">
        <FeatureGrid items={why.items} />
      </Section>

      <Section id="devices" heading={devices.heading} lead={devices.lead} center>
        <CheckList items={devices.items} className="checklist checklist--inline" />
      </Section>

      <FaqSection id="faq" heading={faq.heading} items={faq.items} tone="alt" />

      <CallToActionBand id="standard-contact" heading={contact.heading} text={contact.text}>
        <ChatButtons site={site} layout={layout} className="cta-chat" />
      </CallToActionBand>
    </>
  );
}
