import { z } from 'zod';
import { internalPath, text } from './common';

export const siteSchema = z.strictObject({
  brand: z.strictObject({
    name: text,
    slug: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes only'),
    tagline: text,
  }),
  origin: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
  defaultLang: z.enum(['hr', 'bs', 'sr', 'sl', 'de', 'en']),
  contact: z.strictObject({
    phone: z.string().regex(/^\+[0-9 ]{6,20}$/, 'international format, e.g. +387 61 000 000'),
    email: z.email(),
    location: text,
    whatsappText: text,
  }),
  social: z.array(
    z.strictObject({
      // Networks the footer has an icon for.
      network: z.enum(['facebook', 'instagram', 'tiktok', 'youtube']),
      label: text,
      /** Empty while the profile does not exist yet: the link is then not rendered. */
      url: z.union([z.url({ protocol: /^https$/ }), z.literal('')]),
    }),
  ),
  openingHours: z.array(z.strictObject({ days: text, hours: text })).min(1),
  emailjs: z.strictObject({
    publicKey: text,
    serviceId: text,
    templates: z.strictObject({ toProvider: text, autoReply: text }),
  }),
  channelTables: z.strictObject({
    exyu: text,
    europa: text,
    restOfWorld: text,
    columns: z.strictObject({ category: text, name: text }),
  }),
  navigation: z.array(z.strictObject({ text, path: internalPath })).length(6, 'the header has exactly six links'),
});

export type Site = z.output<typeof siteSchema>;
