import { z } from 'zod';
import { faqItem, internalPath, lang, pageMeta, text } from './shared';

/** Flags drawn in templates/flags.svg, by ISO 3166 country code. */
export const flagCodes = ['hr', 'ba', 'rs', 'me', 'mk', 'si', 'at', 'ch', 'us', 'ca', 'au', 'gb', 'se', 'no', 'be', 'es', 'it', 'de'] as const;

/** Icons a country page may name (templates/ui/Icon.tsx draws them). */
export const countryIcon = z.enum(['heart', 'star', 'shield', 'headset', 'chat', 'tv', 'globe', 'users', 'bolt', 'check', 'clock', 'play', 'smartphone', 'laptop', 'tablet']);

const feature = z.object({ icon: countryIcon, title: text, text }).strict();
const device = z.object({ icon: countryIcon, name: text, description: text }).strict();
const countText = text.refine((t) => t.includes('{count}'), 'must contain {count}, where the build writes the number of matching channels');

/** What every country page has: its menu entry, its search metadata, its free-test chat and its catalogue link. */
const common = {
  /** Position in the Countries menu, the footer and the home list (1 comes first). */
  order: z.number().int().positive(),
  // `{slug}` stands for the brand slug from site.yaml (the German page is /<slug>-deutschland).
  path: z.string().regex(/^\/[a-z0-9{}-]+$/, 'a path like /iptv-hrvatska'),
  // An SVG flag rather than an emoji: Windows shows flag emoji as two letters.
  flag: z.enum(flagCodes),
  name: text,
  /** The line under the name in the Countries menu. */
  description: text,
  lang,
  meta: pageMeta.strict(),
  /** The free 24 h test: the button text and the WhatsApp message it prefills (it names the country). */
  freeTest: z.object({ button: text, message: text }).strict(),
  /** The catalogue filtered to this country's channels; the build counts the matches in the snapshot. */
  catalogue: z
    .object({
      query: text,
      /** The spec's claim, shown next to the counted number. */
      claim: text,
      count: countText,
      link: text,
    })
    .strict(),
};

/** Price range or plan prices in the page's currency (Product offers in structured data). */
const offers = z
  .object({
    currency: z.enum(['EUR', 'USD', 'CAD']),
    items: z.array(z.object({ name: text, price: z.number().positive() }).strict()).min(1),
  })
  .strict();

const rating = z.object({ value: z.number().min(1).max(5), count: z.number().int().positive() }).strict();

/** The two landing layouts with a breadcrumb (Home > Countries > page). */
const landing = {
  breadcrumb: z
    .object({
      label: text,
      home: text,
      section: text,
      /** Where the middle crumb links (the home page's country list); without it, it is plain text. */
      sectionPath: internalPath.optional(),
    })
    .strict(),
  hero: z.object({ headline: text, tagline: text, lead: text }).strict(),
  price: text,
  offers,
  rating: rating.optional(),
  benefits: z.object({ heading: text, items: z.array(feature).min(1) }).strict(),
  channels: z.object({ heading: text, names: z.array(text).min(1) }).strict(),
  devices: z.object({ heading: text, items: z.array(device).min(1), link: text }).strict(),
  trust: z.object({ heading: text, items: z.array(feature).min(1) }).strict(),
  faq: z.object({ heading: text, items: z.array(faqItem.strict()).min(1) }).strict(),
  cta: z.object({ heading: text, text, contact: text }).strict(),
};

/** /iptv-hrvatska and /iptv-bosna: benefits, channel list, devices, security, FAQ, call to action. */
const corePage = z.object({ layout: z.literal('core'), ...common, ...landing }).strict();

/** The full layout: exactly 8 benefits, the four device kinds, five FAQ questions. */
const fullPage = z
  .object({
    layout: z.literal('full'),
    ...common,
    ...landing,
    benefits: z.object({ heading: text, items: z.array(feature).length(8, 'the full layout shows 8 benefits') }).strict(),
    devices: z.object({ heading: text, items: z.array(device).length(4, 'Smart TV, phone, computer and tablet'), link: text }).strict(),
    faq: z.object({ heading: text, items: z.array(faqItem.strict()).length(5, 'the full layout asks five questions') }).strict(),
  })
  .strict();

/** Australia: title, hero with the free-test button, four benefits. */
const briefPage = z
  .object({
    layout: z.literal('brief'),
    ...common,
    hero: z.object({ headline: text, lead: text }).strict(),
    offers,
    benefits: z.object({ heading: text, items: z.array(feature).length(4, 'the brief layout shows four benefits') }).strict(),
  })
  .strict();

/** UK, Sweden, Norway, Belgium, Spain: heading, one line of channel names, free-test button. */
const minimalPage = z.object({ layout: z.literal('minimal'), ...common, heading: text, channels: z.array(text).min(1), offers }).strict();

const plan = z.object({ name: text, price: z.number().positive(), period: text, features: z.array(text).min(1) }).strict();

/** /<slug>-deutschland: its own market with its own prices (decisions.md). */
const germanPage = z
  .object({
    layout: z.literal('german'),
    ...common,
    hero: z.object({ headline: text, lead: text }).strict(),
    test: z.object({ heading: text, text }).strict(),
    plans: z.object({ heading: text, currency: z.literal('EUR'), items: z.array(plan).min(1) }).strict(),
    devices: z.object({ heading: text, items: z.array(device).min(1), link: text }).strict(),
    speeds: z.object({ heading: text, items: z.array(z.object({ label: text, value: text }).strict()).min(1) }).strict(),
    faq: z.object({ heading: text, items: z.array(faqItem.strict()).min(1) }).strict(),
  })
  .strict();

/** /iptv-italy: its own price table, only Premium works there without a VPN. */
const italyPage = z
  .object({
    layout: z.literal('italy'),
    ...common,
    hero: z.object({ headline: text, lead: text }).strict(),
    prices: z
      .object({
        heading: text,
        note: text,
        currency: z.literal('EUR'),
        columns: z.object({ duration: text, devices: text, price: text }).strict(),
        rows: z.array(z.object({ duration: text, devices: z.number().int().positive(), price: z.number().positive() }).strict()).min(1),
      })
      .strict(),
    groups: z.object({ heading: text, items: z.array(z.object({ name: text, channels: z.array(text).min(1) }).strict()).min(1) }).strict(),
    library: z.object({ heading: text, text, items: z.array(text).min(1) }).strict(),
    faq: z.object({ heading: text, items: z.array(faqItem.strict()).min(1) }).strict(),
    chat: z.object({ heading: text, text, button: text }).strict(),
  })
  .strict();

/** One file under content/countries/: the menu entry and the whole page, its fields chosen by `layout`. */
export const countryPageSchema = z.discriminatedUnion('layout', [corePage, fullPage, briefPage, minimalPage, germanPage, italyPage]);

export type CountryPage = z.output<typeof countryPageSchema>;
export type CountryLayout = CountryPage['layout'];
export type PageOf<L extends CountryLayout> = Extract<CountryPage, { layout: L }>;

/** One entry of the Countries dropdown, the footer's and the home page's country lists. */
export type CountryItem = Pick<CountryPage, 'path' | 'flag' | 'name' | 'description' | 'lang'>;

/** How many country pages the menu lists (spec §9). */
export const COUNTRY_PAGE_COUNT = 18;
