import { z } from 'zod';
import { pageMeta, text } from './common';

const withPlaceholders = (...names: string[]) =>
  text.refine(
    (value) => names.every((name) => value.includes(`{${name}}`)),
    `must contain ${names.map((n) => `{${n}}`).join(' and ')}`,
  );

/** Copy of the channel catalogue page (/lista-kanala and /channels-list). */
export const catalogueSchema = z.strictObject({
  meta: pageMeta,
  heading: text,
  lead: text,
  regions: z.strictObject({ label: text, all: text, exyu: text, europa: text, 'rest-of-world': text }),
  search: z.strictObject({ label: text, placeholder: text, hint: text }),
  /** Shown without JavaScript, where only the default view is available. */
  noScript: text,
  loading: text,
  summary: withPlaceholders('channels', 'categories'),
  noResults: withPlaceholders('term'),
  showMore: text,
  newChannels: z.strictObject({
    heading: text,
    lead: text,
    added: withPlaceholders('date'),
    more: withPlaceholders('count'),
  }),
  cta: z.strictObject({ text, button: text }),
});

export type Catalogue = z.output<typeof catalogueSchema>;
