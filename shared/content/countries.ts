import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { faqItem, internalPath, lang, pageMeta, projectFile, text } from './common';

/** The flags a sprite draws: the ids of its `<symbol>`s, ISO 3166 country codes. */
export function flagCodesIn(sprite: string): string[] {
  return [...sprite.matchAll(/<symbol\b[^>]*\bid="([^"]+)"/g)].map((match) => match[1]!);
}

/** Flags drawn in templates/flags.svg: a new country needs only its flag drawn there. */
export const flagCodes = flagCodesIn(readFileSync(projectFile('templates/flags.svg'), 'utf8'));

/** Icons a country page may name (templates/ui/Icon.tsx draws them). */
export const countryIcon = z.enum([
  'heart',
  'star',
  'shield',
  'headset',
  'chat',
  'tv',
  'globe',
  'users',
  'bolt',
  'check',
  'clock',
  'play',
  'smartphone',
  'laptop',
  'tablet',
]);

const feature = z.strictObject({ icon: countryIcon, title: text, text });
const device = z.strictObject({ icon: countryIcon, name: text, description: text });
const countText = text.refine(
  (t) => t.includes('{count}'),
  'must contain {count}, where the build writes the number of matching channels',
);

/** What every country page has: its menu entry, its search metadata, its free-test chat and its catalogue link. */
const common = {
  /** Position in the Countries menu, the footer and the home list (1 comes first). */
  order: z.number().int().positive(),
  // `{slug}` stands for the brand slug from site.yaml (the German page is /<slug>-deutschland).
  path: z.string().regex(/^\/[a-z0-9{}-]+$/, 'a path like /iptv-hrvatska'),
  // An SVG flag rather than an emoji: Windows shows flag emoji as two letters.
  flag: z.enum(flagCodes as [string, ...string[]], {
    error: `no flag with this code in templates/flags.svg; it draws ${flagCodes.join(', ')}`,
  }),
  name: text,
  /** The line under the name in the Countries menu. */
  description: text,
  lang,
  meta: pageMeta,
  /** The free 24 h test: the button text and the WhatsApp message it prefills (it names the country). */
  freeTest: z.strictObject({ button: text, message: text }),
  /** The catalogue filtered to this country's channels; the build counts the matches in the snapshot. */
  catalogue: z.strictObject({
    query: text,
    /** The spec's claim, shown next to the counted number. */
    claim: text,
    count: countText,
    link: text,
  }),
};

/** Price range or plan prices in the page's currency (Product offers in structured data). */
const offers = z.strictObject({
  currency: z.enum(['EUR', 'USD', 'CAD']),
  items: z.array(z.strictObject({ name: text, price: z.number().positive() })).min(1),
});

const rating = z.strictObject({ value: z.number().min(1).max(5), count: z.number().int().positive() });

/** The two landing layouts with a breadcrumb (Home > Countries > page). */
const landing = {
  breadcrumb: z.strictObject({
    label: text,
    home: text,
    section: text,
    /** Where the middle crumb links (the home page's country list); without it, it is plain text. */
    sectionPath: internalPath.optional(),
  }),
  hero: z.strictObject({ headline: text, tagline: text, lead: text }),
  price: text,
  offers,
  rating: rating.optional(),
  benefits: z.strictObject({ heading: text, items: z.array(feature).min(1) }),
  channels: z.strictObject({ heading: text, names: z.array(text).min(1) }),
  devices: z.strictObject({ heading: text, items: z.array(device).min(1), link: text }),
  trust: z.strictObject({ heading: text, items: z.array(feature).min(1) }),
  faq: z.strictObject({ heading: text, items: z.array(faqItem).min(1) }),
  cta: z.strictObject({ heading: text, text, contact: text }),
};

/** /iptv-hrvatska and /iptv-bosna: benefits, channel list, devices, security, FAQ, call to action. */
const corePage = z.strictObject({ layout: z.literal('core'), ...common, ...landing });

/** The full layout: exactly 8 benefits, the four device kinds, five FAQ questions. */
const fullPage = z.strictObject({
  layout: z.literal('full'),
  ...common,
  ...landing,
  benefits: z.strictObject({ heading: text, items: z.array(feature).length(8, 'the full layout shows 8 benefits') }),
  devices: z.strictObject({
    heading: text,
    items: z.array(device).length(4, 'Smart TV, phone, computer and tablet'),
    link: text,
  }),
  faq: z.strictObject({ heading: text, items: z.array(faqItem).length(5, 'the full layout asks five questions') }),
});

/** Australia: title, hero with the free-test button, four benefits. */
const briefPage = z.strictObject({
  layout: z.literal('brief'),
  ...common,
  hero: z.strictObject({ headline: text, lead: text }),
  offers,
  benefits: z.strictObject({
    heading: text,
    items: z.array(feature).length(4, 'the brief layout shows four benefits'),
  }),
});

/** UK, Sweden, Norway, Belgium, Spain: heading, one line of channel names, free-test button. */
const minimalPage = z.strictObject({
  layout: z.literal('minimal'),
  ...common,
  heading: text,
  channels: z.array(text).min(1),
  offers,
});

const plan = z.strictObject({ name: text, price: z.number().positive(), period: text, features: z.array(text).min(1) });

/** /<slug>-deutschland: its own market with its own prices (decisions.md). */
const germanPage = z.strictObject({
  layout: z.literal('german'),
  ...common,
  hero: z.strictObject({ headline: text, lead: text }),
  test: z.strictObject({ heading: text, text }),
  plans: z.strictObject({ heading: text, currency: z.literal('EUR'), items: z.array(plan).min(1) }),
  devices: z.strictObject({ heading: text, items: z.array(device).min(1), link: text }),
  speeds: z.strictObject({ heading: text, items: z.array(z.strictObject({ label: text, value: text })).min(1) }),
  faq: z.strictObject({ heading: text, items: z.array(faqItem).min(1) }),
});

/** /iptv-italy: its own price table, only Premium works there without a VPN. */
const italyPage = z.strictObject({
  layout: z.literal('italy'),
  ...common,
  hero: z.strictObject({ headline: text, lead: text }),
  prices: z.strictObject({
    heading: text,
    note: text,
    currency: z.literal('EUR'),
    columns: z.strictObject({ duration: text, devices: text, price: text }),
    rows: z
      .array(z.strictObject({ duration: text, devices: z.number().int().positive(), price: z.number().positive() }))
      .min(1),
  }),
  groups: z.strictObject({
    heading: text,
    items: z.array(z.strictObject({ name: text, channels: z.array(text).min(1) })).min(1),
  }),
  library: z.strictObject({ heading: text, text, items: z.array(text).min(1) }),
  faq: z.strictObject({ heading: text, items: z.array(faqItem).min(1) }),
  chat: z.strictObject({ heading: text, text, button: text }),
});

/** One file under content/countries/: the menu entry and the whole page, its fields chosen by `layout`. */
export const countryPageSchema = z.discriminatedUnion('layout', [
  corePage,
  fullPage,
  briefPage,
  minimalPage,
  germanPage,
  italyPage,
]);

export type CountryPage = z.output<typeof countryPageSchema>;
export type CountryLayout = CountryPage['layout'];
export type PageOf<L extends CountryLayout> = Extract<CountryPage, { layout: L }>;

/** One entry of the Countries dropdown, the footer's and the home page's country lists. */
export type CountryItem = Pick<CountryPage, 'path' | 'flag' | 'name' | 'description' | 'lang'>;

/** How many country pages the menu lists (spec §9). */
export const COUNTRY_PAGE_COUNT = 18;
