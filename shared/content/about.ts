import { z } from 'zod';
import { callToAction, contentIcon, image, pageMeta, text } from './common';

export const aboutSchema = z.strictObject({
  meta: pageMeta,
  hero: z.strictObject({ heading: text, lead: text }),
  mission: z.strictObject({ heading: text, paragraphs: z.array(text).min(1) }),
  stats: z.array(z.strictObject({ value: text, label: text })).length(4),
  values: z.strictObject({
    heading: text,
    items: z.array(z.strictObject({ icon: contentIcon, title: text, text })).length(4, 'four core values'),
  }),
  team: z.strictObject({
    heading: text,
    intro: text,
    members: z.array(z.strictObject({ name: text, role: text, bio: text, photo: image })).length(3, 'a team of three'),
  }),
  cta: callToAction,
});

export type About = z.output<typeof aboutSchema>;
