import { ContentError, ContentErrors, errorAt, type YamlSource } from './errors';
import { type Plan, type Plans, type TierId } from '../../shared/content/plans';

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
  return (Object.keys(plans.tiers) as TierId[]).flatMap((tier) => plans.tiers[tier].plans.map((plan) => ({ tier, plan })));
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

const PLACEHOLDER = /\{([A-Za-z0-9.]+)\}/g;

/**
 * Replaces every `{fact}` in the strings of `data` (a validated content file); an unknown name is a content
 * error at its line, listing the names that exist. Keys in `skip` are left as they are.
 */
export function resolvePlanFacts<T>(data: T, source: YamlSource, facts: Map<string, string>, skip: readonly string[] = []): T {
  const errors: ContentError[] = [];
  const walk = (value: unknown, path: (string | number)[]): unknown => {
    if (typeof value === 'string') {
      return value.replace(PLACEHOLDER, (whole, name: string) => {
        const fact = facts.get(name);
        if (fact !== undefined) return fact;
        errors.push(errorAt(source, path, `unknown placeholder ${whole}; known: ${[...facts.keys()].map((k) => `{${k}}`).join(', ')}`));
        return whole;
      });
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...path, i]));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, path.length === 0 && skip.includes(key) ? item : walk(item, [...path, key])]));
    }
    return value;
  };
  const resolved = walk(data, []) as T;
  if (errors.length > 0) throw new ContentErrors(errors);
  return resolved;
}
