import { z } from 'zod';
import { text } from './common';

/** The durations every tier is sold in, in months; a tier lists each exactly once, in this order. */
export const planMonths = [1, 3, 6, 12] as const;

const price = z.number().positive('a price above 0').multipleOf(0.01, 'a price in whole cents, e.g. 9.99');

const plan = z.strictObject({
  months: z.union(
    planMonths.map((m) => z.literal(m)) as [z.ZodLiteral<1>, z.ZodLiteral<3>, z.ZodLiteral<6>, z.ZodLiteral<12>],
  ),
  /** Shown on the card and in the order message, e.g. '12 mjeseci'. */
  duration: text,
  description: text,
  price,
  features: z.array(text).min(1),
  popular: z.boolean().default(false),
  specialNote: text.optional(),
});

const tier = z.strictObject({
  name: text,
  description: text,
  /** As written on the pages, e.g. '10.000+'. */
  channels: text,
  /** Devices watching at the same time that the price includes. */
  devices: z.number().int().min(1),
  quality: text,
  plans: z
    .array(plan)
    .length(planMonths.length, `one plan for each of ${planMonths.join(', ')} months`)
    .refine(
      (plans) => plans.every((p, i) => p.months === planMonths[i]),
      `plans in the order ${planMonths.join(', ')} months`,
    ),
});

/** A row of the Standard/Premium comparison: true/false render as tick/cross, text as written. */
const comparisonRow = z.strictObject({
  feature: text,
  standard: z.union([z.boolean(), text]),
  premium: z.union([z.boolean(), text]),
});

export const plansSchema = z.strictObject({
  currency: z.literal('EUR'),
  tiers: z.strictObject({ standard: tier, premium: tier }),
  comparison: z.array(comparisonRow).min(1),
  /** Prefilled WhatsApp text of each order button: {tier}, {duration} and {price} name the chosen plan. */
  orderMessage: text.refine(
    (m) => ['{tier}', '{duration}', '{price}'].every((p) => m.includes(p)),
    'must contain {tier}, {duration} and {price}',
  ),
});

export type Plans = z.output<typeof plansSchema>;
export type Tier = Plans['tiers']['standard'];
export type Plan = Tier['plans'][number];
export type TierId = keyof Plans['tiers'];
export type ComparisonRow = Plans['comparison'][number];
