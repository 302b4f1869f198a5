import { z } from 'zod';
import { callToAction, contentIcon, image, pageMeta, text } from './shared';

export const aboutSchema = z
  .object({
    meta: pageMeta,
    hero: z.object({ heading: text, lead: text }),
    mission: z.object({ heading: text, paragraphs: z.array(text).min(1) }),
    stats: z.array(z.object({ value: text, label: text })).length(4),
    values: z.object({
      heading: text,
      items: z.array(z.object({ icon: contentIcon, title: text, text })).length(4, 'four core values'),
    }),
    team: z.object({
      heading: text,
      intro: text,
      members: z.array(z.object({ name: text, role: text, bio: text, photo: image })).length(3, 'a team of three'),
    }),
    cta: callToAction,
  })
  .strict();

export type About = z.output<typeof aboutSchema>;
