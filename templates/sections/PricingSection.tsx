import type { Home } from '../../shared/content/home';
import type { Layout } from '../../shared/content/layout';
import type { Plan, Plans, TierId } from '../../shared/content/plans';
import type { Site } from '../../shared/content/site';
import { formatPrice, orderMessage, perMonth } from '../../shared/plan-facts';
import { whatsappLink } from '../links';
import { Accordion } from '../ui/Accordion';
import { Badge } from '../ui/Badge';
import { ButtonLink } from '../ui/Button';
import { Section } from '../ui/Section';
import { Tabs } from '../ui/Tabs';
import { ChatButtons } from './ChatButtons';
import { ComparisonTable } from './ComparisonTable';
import { CheckList } from '../ui/CheckList';

/** The section's anchor: 'Počni Odmah', Subscribe and See More lead here. */
export const PRICING_ID = 'pricing-section';

interface PlanCardProps {
  plans: Plans;
  tier: TierId;
  plan: Plan;
  copy: Home['pricing'];
  phone: string;
}

function PlanCard({ plans, tier, plan, copy, phone }: PlanCardProps) {
  const tierName = plans.tiers[tier].name;
  return (
    <li className={plan.popular ? 'card plan plan--popular' : 'card plan'} data-plan={`${tier}-${plan.months}`}>
      {plan.popular && <Badge>{copy.popular}</Badge>}
      <h3 className="plan-duration">{plan.duration}</h3>
      <p className="plan-price" data-price="">
        {formatPrice(plan.price)}
      </p>
      {plan.months > 1 && (
        <p className="plan-month">
          {formatPrice(perMonth(plan.price, plan.months))} {copy.perMonth}
        </p>
      )}
      <p className="plan-desc">{plan.description}</p>
      <CheckList items={plan.features} />
      {plan.specialNote && <p className="plan-note">{plan.specialNote}</p>}
      <ButtonLink
        href={whatsappLink(phone, orderMessage(plans, tier, plan))}
        variant={plan.popular ? 'primary' : 'secondary'}
        className="plan-order"
        external
        aria-label={`${copy.order}: ${tierName}, ${plan.duration}`}
      >
        {copy.order}
      </ButtonLink>
    </li>
  );
}

interface PricingSectionProps {
  plans: Plans;
  copy: Home['pricing'];
  site: Site;
  layout: Layout;
  /** The plan FAQ shows on small screens only, except where the page is about pricing alone. */
  faqEverywhere?: boolean;
}

/** Home section 4 (and /pricing): Standard/Premium tabs of four plans, comparison, plan FAQ, chat buttons. */
export function PricingSection({ plans, copy, site, layout, faqEverywhere = false }: PricingSectionProps) {
  const tiers = Object.keys(plans.tiers) as TierId[];
  return (
    <>
      {/* `/#pricing` is the short address of this section. */}
      <span id="pricing" />
      <Section id={PRICING_ID} heading={copy.heading} lead={copy.lead} center className="pricing">
        <Tabs
          id="plans"
          label={copy.tabsLabel}
          tabs={tiers.map((tier) => ({
            id: tier,
            label: plans.tiers[tier].name,
            content: (
              <ul className="plan-grid" role="list">
                {plans.tiers[tier].plans.map((plan) => (
                  <PlanCard
                    key={plan.months}
                    plans={plans}
                    tier={tier}
                    plan={plan}
                    copy={copy}
                    phone={site.contact.phone}
                  />
                ))}
              </ul>
            ),
          }))}
        />
        <h3 className="pricing-subhead">{copy.comparison.heading}</h3>
        <ComparisonTable plans={plans} copy={{ caption: copy.comparison.heading, ...copy.comparison }} />
        <div className={faqEverywhere ? 'plan-faq' : 'plan-faq plan-faq--small'}>
          <h3 className="pricing-subhead">{copy.faq.heading}</h3>
          <Accordion
            name="plan-faq"
            className="faq"
            items={copy.faq.items.map((item) => ({ summary: item.question, content: <p>{item.answer}</p> }))}
          />
        </div>
        <h3 className="pricing-subhead">{copy.chatHeading}</h3>
        <ChatButtons site={site} layout={layout} className="pricing-chat" />
      </Section>
    </>
  );
}
