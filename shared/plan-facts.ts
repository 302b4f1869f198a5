import type { Plan, Plans, TierId } from './content/plans';

/** Price per month of a plan, rounded to the cent (59 a year → 4.92 a month). */
export function perMonth(price: number, months: number): number {
  return Math.round((price / months) * 100) / 100;
}

/** A price as Croatian readers write it: `59,99 €`. */
export function formatPrice(price: number): string {
  return `${price.toFixed(2).replace('.', ',')} €`;
}

/** The lowest and highest plan price, for the Product price range. */
export function priceRange(plans: Plans): { low: number; high: number } {
  const prices = allPlans(plans).map(({ plan }) => plan.price);
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

export function allPlans(plans: Plans): { tier: TierId; plan: Plan }[] {
  return (Object.keys(plans.tiers) as TierId[]).flatMap((tier) =>
    plans.tiers[tier].plans.map((plan) => ({ tier, plan })),
  );
}

/** The WhatsApp text of one plan's order button. */
export function orderMessage(plans: Plans, tier: TierId, plan: Plan): string {
  return plans.orderMessage
    .replaceAll('{tier}', plans.tiers[tier].name)
    .replaceAll('{duration}', plan.duration)
    .replaceAll('{price}', formatPrice(plan.price));
}

/**
 * What copy may quote from plans.yaml as `{standard.price12}`, `{premium.devices}`, `{priceLow}`…,
 * so a count or price is written once and every sentence stating it follows.
 */
export function planFacts(plans: Plans): Map<string, string> {
  const facts = new Map<string, string>();
  for (const id of Object.keys(plans.tiers) as TierId[]) {
    const tier = plans.tiers[id];
    facts.set(`${id}.name`, tier.name);
    facts.set(`${id}.channels`, tier.channels);
    facts.set(`${id}.devices`, String(tier.devices));
    facts.set(`${id}.quality`, tier.quality);
    for (const plan of tier.plans) {
      facts.set(`${id}.price${plan.months}`, formatPrice(plan.price));
      facts.set(`${id}.perMonth${plan.months}`, formatPrice(perMonth(plan.price, plan.months)));
    }
  }
  const { low, high } = priceRange(plans);
  facts.set('priceLow', formatPrice(low));
  facts.set('priceHigh', formatPrice(high));
  return facts;
}
