import { z } from 'zod';
import { lang, text } from './shared';

/** Flags drawn in templates/flags.svg, by ISO 3166 country code. */
export const flagCodes = ['hr', 'ba', 'rs', 'me', 'mk', 'si', 'at', 'ch', 'us', 'ca', 'au', 'gb', 'se', 'no', 'be', 'es', 'it', 'de'] as const;

/** One entry of the Countries dropdown and of the footer's country list. */
export const countrySchema = z
  .object({
    // `{slug}` stands for the brand slug from site.yaml (the German page is /<slug>-deutschland).
    path: z.string().regex(/^\/[a-z0-9{}-]+$/, 'a path like /iptv-hrvatska'),
    // An SVG flag rather than an emoji: Windows shows flag emoji as two letters.
    flag: z.enum(flagCodes),
    name: text,
    description: text,
    lang,
  })
  .strict();

export const countriesSchema = z.array(countrySchema).length(18, 'the Countries menu lists exactly 18 pages');

export type CountryItem = z.output<typeof countrySchema>;
