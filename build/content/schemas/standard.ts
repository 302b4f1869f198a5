import { z } from 'zod';
import { contentIcon, faqItem, pageMeta, text } from './shared';

export const standardSchema = z
  .object({
    meta: pageMeta,
    breadcrumb: z.object({ label: text, home: text, page: text }).strict(),
    hero: z.object({ heading: text, lead: text }).strict(),
    comparison: z.object({ heading: text, lead: text, perYear: text, perMonth: text, order: text, included: text, notIncluded: text, feature: text }).strict(),
    why: z.object({ heading: text, items: z.array(z.object({ icon: contentIcon, title: text, text }).strict()).min(3) }).strict(),
    devices: z.object({ heading: text, lead: text, items: z.array(text).min(1) }).strict(),
    faq: z.object({ heading: text, items: z.array(faqItem).min(1) }).strict(),
    contact: z.object({ heading: text, text }).strict(),
  })
  .strict();

export type Standard = z.output<typeof standardSchema>;
