import { z } from 'zod';
import { breadcrumb, faqItem, pageMeta, text } from './common';

const card = z.strictObject({ title: text, text });
const field = z.strictObject({ label: text, placeholder: text });
const toast = z.strictObject({ title: text, text });

export const contactSchema = z.strictObject({
  meta: pageMeta,
  breadcrumbLabel: text,
  breadcrumb,
  hero: z.strictObject({ heading: text, lead: text }),
  cards: z.strictObject({ email: card, whatsapp: card, viber: card, location: card }),
  form: z.strictObject({
    heading: text,
    lead: text,
    fields: z.strictObject({ name: field, email: field, subject: field, message: field }),
    /** Label of the hidden bot trap; people never see it, screen readers skip it. */
    honeypotLabel: text,
    submit: text,
    sending: text,
    errors: z.strictObject({
      required: text,
      email: text,
      tooLong: text.refine((s) => s.includes('{max}'), 'must contain {max}, replaced by the field limit'),
    }),
    /** Shown in the form area when the browser runs no JavaScript, followed by the mail and chat links. */
    noScript: text,
    success: toast,
    failure: toast,
  }),
  info: z.strictObject({ heading: text, hoursHeading: text, reply: text, alternativesHeading: text }),
  faq: z.strictObject({ heading: text, items: z.array(faqItem).length(3, 'the contact page shows three questions') }),
});

export type Contact = z.output<typeof contactSchema>;
