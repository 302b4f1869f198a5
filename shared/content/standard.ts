import { z } from 'zod';
import { contentIcon, faqItem, pageMeta, text } from './common';

export const standardSchema = z.strictObject({
  meta: pageMeta,
  breadcrumb: z.strictObject({ label: text, home: text, page: text }),
  hero: z.strictObject({ heading: text, lead: text }),
  comparison: z.strictObject({
    heading: text,
    lead: text,
    perYear: text,
    perMonth: text,
    order: text,
    included: text,
    notIncluded: text,
    feature: text,
  }),
  why: z.strictObject({
    heading: text,
    items: z.array(z.strictObject({ icon: contentIcon, title: text, text })).min(3),
  }),
  devices: z.strictObject({ heading: text, lead: text, items: z.array(text).min(1) }),
  faq: z.strictObject({ heading: text, items: z.array(faqItem).min(1) }),
  contact: z.strictObject({ heading: text, text }),
});

export type Standard = z.output<typeof standardSchema>;
