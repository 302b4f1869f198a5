import { z } from 'zod';
import { breadcrumb, pageMeta, text } from './common';

const step = z.strictObject({
  title: text,
  text,
  /** Downloader codes of the apps this step installs (Firestick). */
  codes: z
    .array(z.strictObject({ app: text, code: z.string().regex(/^[0-9]{4,8}$/, 'a Downloader code is 4 to 8 digits') }))
    .optional(),
});

const guide = z.strictObject({
  /** The tab's URL hash (`/installation#firestick`): lowercase letters, digits and dashes. */
  id: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes only'),
  name: text,
  intro: text,
  steps: z.array(step).length(4, 'every guide has four numbered steps'),
});

export const installationSchema = z.strictObject({
  meta: pageMeta,
  breadcrumbLabel: text,
  breadcrumb,
  hero: z.strictObject({ heading: text, lead: text }),
  guidesHeading: text,
  tabsLabel: text,
  codesLabel: text,
  guides: z
    .array(guide)
    .length(5, 'five device guides')
    .refine((guides) => new Set(guides.map((g) => g.id)).size === guides.length, 'guide ids must be unique'),
  /** Closing band; the two chat buttons follow its text. */
  help: z.strictObject({ heading: text, text }),
});

export type Installation = z.output<typeof installationSchema>;
export type InstallationGuide = z.output<typeof guide>;
