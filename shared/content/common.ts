import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { calendarDayProblem } from './calendar-day';

/** A project file's path, found from this module's place as build/paths.ts finds the project (shared/ imports no build code). */
export function projectFile(relative: string): string {
  return fileURLToPath(new URL(`../../${relative}`, import.meta.url));
}

/** Whether content/images/ holds this file. */
export function isContentImage(name: string): boolean {
  return existsSync(projectFile(`content/images/${name}`));
}

export const text = z.string().trim().min(1, 'must not be empty');
export const internalPath = z
  .string()
  .regex(/^\/[^\s]*$/, 'must be a site path starting with /')
  // Browsers read //host and /\host as another site, so such a "path" would send visitors away.
  .refine(
    (path) => !/^\/[/\\]/.test(path),
    '// or /\\ at the start leads to another site; a site path starts with a single /, e.g. /lista-kanala',
  );

/** A day as text, `YYYY-MM-DD`, checked against the calendar. */
export const isoDay = z.string().superRefine((written, ctx) => {
  const problem = calendarDayProblem(written);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** What to write instead of a date value of the wrong type (empty, a bare number). */
function notADate(input: unknown): string | undefined {
  if (input === undefined) return undefined;
  if (input === null || input === '') return 'the date is empty: write it as YYYY-MM-DD, e.g. 2026-11-01';
  const digits = String(input);
  if (/^\d{8}$/.test(digits))
    return `write the date with dashes, YYYY-MM-DD: ${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
  return `"${digits}" is not a date: write it as YYYY-MM-DD, e.g. 2026-11-01`;
}

/**
 * A day of content (a post's date, a page's update) as a Date at 00:00 UTC. Written `YYYY-MM-DD`; YAML readers that
 * know timestamps hand an unquoted one over as a Date, which is read back as the day it names.
 */
export const calendarDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z
    .string({ error: (issue) => notADate(issue.input) })
    .superRefine((written, ctx) => {
      const problem = written === '' ? notADate(written) : calendarDayProblem(written);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((written) => new Date(`${written}T00:00:00Z`)),
);

export const lang = z.enum(['hr', 'bs', 'sr', 'sl', 'de', 'en']);
export type Lang = z.output<typeof lang>;

/** Title and description of a page, shown in search results and link previews. */
export const pageMeta = z.strictObject({
  title: text.max(70, 'keep titles under 70 characters so search results show them whole'),
  description: text.max(170, 'keep descriptions under 170 characters'),
});
export type PageMeta = z.output<typeof pageMeta>;

/** A source image under content/images/, with its text alternative. */
export const image = z.strictObject({
  src: z
    .string()
    .regex(/^[a-z0-9-]+\.(svg|png|jpe?g|webp)$/, 'a file name under content/images/, e.g. hero.svg')
    .refine(isContentImage, 'no such file in content/images/'),
  alt: z.string(),
});
export type ImageRef = z.output<typeof image>;

export const callToAction = z.strictObject({ heading: text, text, button: text });
export type CallToAction = z.output<typeof callToAction>;

/** Icons content may name (templates/ui/Icon.tsx draws them; the compiler checks it draws every one). */
export const contentIcon = z.enum([
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
  'phone',
]);

/** One question of an FAQ accordion; the answer is plain text (FAQPage structured data repeats it). */
export const faqItem = z.strictObject({ question: text, answer: text });
export type FaqItem = z.output<typeof faqItem>;

/** A breadcrumb trail from the home page to the page itself (the visible trail and BreadcrumbList share it). */
export const breadcrumb = z
  .array(z.strictObject({ name: text, path: internalPath }))
  .min(2, 'a trail starts at the home page and ends at this page');
