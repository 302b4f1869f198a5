import { z } from 'zod';
import { callToAction, contentIcon, faqItem, image, pageMeta, text } from './common';

const iconCard = z.strictObject({ icon: contentIcon, title: text, text });

export const homeSchema = z.strictObject({
  meta: pageMeta,
  /** The Product structured data of the home page (its offers come from plans.yaml). */
  product: z.strictObject({ name: text, ratingValue: z.number().min(1).max(5), reviewCount: z.number().int().min(1) }),
  /** /pricing: the pricing section on a page of its own. */
  pricingPage: z.strictObject({ meta: pageMeta, heading: text, lead: text }),
  hero: z.strictObject({
    heading: text,
    taglines: z.array(text).length(4, 'four taglines rotate in the hero'),
    start: text,
    demo: z.strictObject({
      button: text,
      title: text,
      close: text,
      videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'an 11-character YouTube video id'),
    }),
    share: z.strictObject({ label: text, facebook: text, whatsapp: text, text }),
    image,
    featured: z.strictObject({
      heading: text,
      /** Spoken before each title's rating, e.g. 'Ocjena'. */
      ratingLabel: text,
      items: z
        .array(
          z.strictObject({
            title: text,
            image,
            rating: z.number().min(4.2, 'ratings 4.2 to 4.9').max(4.9, 'ratings 4.2 to 4.9'),
          }),
        )
        .length(6, 'six featured titles'),
    }),
    cards: z.array(iconCard).length(3, 'three feature cards'),
  }),
  features: z.strictObject({
    heading: text,
    lead: text,
    badges: z.array(iconCard).length(4, 'four badges'),
    devices: z.strictObject({ heading: text, items: z.array(text).min(1) }),
  }),
  sports: z.strictObject({
    heading: text,
    lead: text,
    subscribe: text,
    channels: z
      .array(
        z.strictObject({
          name: text,
          /** Short lettering of the channel's logo tile, e.g. 'AS'. */
          logo: text.max(4),
          description: text,
          /** Tile background; dark enough for white lettering. */
          colour: z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour like #1d4ed8'),
        }),
      )
      .length(6, 'six sports channels'),
  }),
  pricing: z.strictObject({
    heading: text,
    lead: text,
    tabsLabel: text,
    order: text,
    perMonth: text,
    popular: text,
    comparison: z.strictObject({ heading: text, feature: text, included: text, notIncluded: text }),
    faq: z.strictObject({ heading: text, items: z.array(faqItem).min(1) }),
    chatHeading: text,
  }),
  latestMovies: z.strictObject({
    heading: text,
    lead: text.optional(),
    moviesTab: text,
    seriesTab: text,
    watchNow: text,
    seeMore: text,
    ratingLabel: text,
    emptyStatus: text,
  }),
  platforms: z.strictObject({
    heading: text,
    lead: text,
    items: z
      .array(z.strictObject({ name: text, icon: contentIcon, apps: z.array(text).min(1) }))
      .length(4, 'iOS, Android, Smart TV and Fire TV'),
  }),
  cta: callToAction,
  faq: z.strictObject({ heading: text, items: z.array(faqItem).min(1) }),
  countries: z.strictObject({ heading: text, lead: text }),
});

export type Home = z.output<typeof homeSchema>;
