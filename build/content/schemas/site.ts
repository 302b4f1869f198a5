import { z } from 'zod';

const internalPath = z.string().regex(/^\/[^\s]*$/, 'must be a site path starting with /');
const text = z.string().trim().min(1, 'must not be empty');

export const siteSchema = z
  .object({
    brand: z.object({
      name: text,
      slug: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes only'),
      tagline: text,
    }),
    origin: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
    defaultLang: z.enum(['hr', 'bs', 'sr', 'sl', 'de', 'en']),
    contact: z.object({
      phone: z.string().regex(/^\+[0-9 ]{6,20}$/, 'international format, e.g. +387 61 000 000'),
      email: z.email(),
      location: text,
      whatsappText: text,
    }),
    social: z.array(
      z.object({
        // Networks the footer has an icon for.
        network: z.enum(['facebook', 'instagram', 'tiktok', 'youtube']),
        label: text,
        /** Empty while the profile does not exist yet: the link is then not rendered. */
        url: z.union([z.url({ protocol: /^https$/ }), z.literal('')]),
      }),
    ),
    openingHours: z.array(z.object({ days: text, hours: text })).min(1),
    emailjs: z.object({
      publicKey: text,
      serviceId: text,
      templates: z.object({ toProvider: text, autoReply: text }),
    }),
    channelTables: z.object({
      exyu: text,
      europa: text,
      restOfWorld: text,
      columns: z.object({ category: text, name: text }),
    }),
    navigation: z.array(z.object({ text, path: internalPath })).length(6, 'the header has exactly six links'),
  })
  .strict();

export type Site = z.output<typeof siteSchema>;
