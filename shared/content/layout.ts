import { z } from 'zod';
import { internalPath, text } from './common';

const link = z.strictObject({ text, path: internalPath });

/** Copy of the chrome every page shares: header, menus, floating buttons, footer, 404. */
export const layoutSchema = z.strictObject({
  skipLink: text,
  header: z.strictObject({
    homeLabel: text,
    countriesLabel: text,
    menuOpen: text,
    menuClose: text,
    themeToggle: text,
    /** Names the main navigation, so it stays distinct from a page's own navs (breadcrumb, pagination). */
    navLabel: text,
  }),
  helpButton: text,
  chatButton: text,
  /** Labels of the two messaging-app buttons that sales and contact sections show side by side. */
  chatApps: z.strictObject({ whatsapp: text, viber: text }),
  footer: z.strictObject({
    about: text,
    columns: z.array(z.strictObject({ heading: text, links: z.array(link).min(1) })).min(1),
    countriesHeading: text,
    contactHeading: text,
    socialHeading: text,
    rights: text,
  }),
  legal: z.strictObject({ updatedLabel: text, contactText: text }),
  notFound: z.strictObject({
    title: text,
    description: text,
    code: text,
    heading: text,
    text,
    homeLink: text,
  }),
});

export type Layout = z.output<typeof layoutSchema>;
