import { z } from 'zod';

const unique = (list: string[]) => new Set(list).size === list.length;

/** Which of TMDB's popular titles count as European: the home page's movie and series lists keep only these. */
export const moviesSchema = z.strictObject({
  // ISO 639-1 codes as TMDB writes `original_language` (lower case; `sh` is TMDB's Serbo-Croatian).
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/, 'a two-letter language code in lower case, e.g. hr'))
    .min(1)
    .refine(unique, 'each language once'),
  // ISO 3166-1 codes as TMDB writes `origin_country` (upper case).
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code in upper case, e.g. HR'))
    .min(1)
    .refine(unique, 'each country once'),
});

export type MovieFilter = z.output<typeof moviesSchema>;
