import { z } from 'zod';
import { callToAction, contentIcon, faqItem, image, pageMeta, text } from './shared';

const iconCard = z.object({ icon: contentIcon, title: text, text }).strict();

export const homeSchema = z
  .object({
    meta: pageMeta,
    /** The Product structured data of the home page (its offers come from plans.yaml). */
    product: z.object({ name: text, ratingValue: z.number().min(1).max(5), reviewCount: z.number().int().min(1) }).strict(),
    /** /pricing: the pricing section on a page of its own. */
    pricingPage: z.object({ meta: pageMeta, heading: text, lead: text }).strict(),
    hero: z
      .object({
        heading: text,
        taglines: z.array(text).length(4, 'four taglines rotate in the hero'),
        start: text,
        demo: z.object({ button: text, title: text, close: text, videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'an 11-character YouTube video id') }).strict(),
        share: z.object({ label: text, facebook: text, whatsapp: text, text }).strict(),
        image,
        featured: z
          .object({
            heading: text,
            /** Spoken before each title's rating, e.g. 'Ocjena'. */
            ratingLabel: text,
            items: z
              .array(z.object({ title: text, image, rating: z.number().min(4.2, 'ratings 4.2 to 4.9').max(4.9, 'ratings 4.2 to 4.9') }).strict())
              .length(6, 'six featured titles'),
          })
          .strict(),
        cards: z.array(iconCard).length(3, 'three feature cards'),
      })
      .strict(),
    features: z
      .object({
        heading: text,
        lead: text,
        badges: z.array(iconCard).length(4, 'four badges'),
        devices: z.object({ heading: text, items: z.array(text).min(1) }).strict(),
      })
      .strict(),
    sports: z
      .object({
        heading: text,
        lead: text,
        subscribe: text,
        channels: z
          .array(
            z
              .object({
                name: text,
                /** Short lettering of the channel's logo tile, e.g. 'AS'. */
                logo: text.max(4),
                description: text,
                /** Tile background; dark enough for white lettering. */
                colour: z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour like #1d4ed8'),
              })
              .strict(),
          )
          .length(6, 'six sports channels'),
      })
      .strict(),
    pricing: z
      .object({
        heading: text,
        lead: text,
        tabsLabel: text,
        order: text,
        perMonth: text,
        popular: text,
        comparison: z.object({ heading: text, feature: text, included: text, notIncluded: text }).strict(),
        faq: z.object({ heading: text, items: z.array(faqItem).min(1) }).strict(),
        chatHeading: text,
      })
      .strict(),
    latestMovies: z.object({ heading: text, lead: text.optional(), moviesTab: text, seriesTab: text, watchNow: text, seeMore: text, ratingLabel: text, emptyStatus: text }).strict(),
    platforms: z
      .object({
        heading: text,
        lead: text,
        items: z.array(z.object({ name: text, icon: contentIcon, apps: z.array(text).min(1) }).strict()).length(4, 'iOS, Android, Smart TV and Fire TV'),
      })
      .strict(),
    cta: callToAction,
    faq: z.object({ heading: text, items: z.array(faqItem).min(1) }).strict(),
    countries: z.object({ heading: text, lead: text }).strict(),
  })
  .strict();

export type Home = z.output<typeof homeSchema>;
