import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { contentDir } from '../../paths';

export const text = z.string().trim().min(1, 'must not be empty');
export const internalPath = z.string().regex(/^\/[^\s]*$/, 'must be a site path starting with /');
export const lang = z.enum(['hr', 'bs', 'sr', 'sl', 'de', 'en']);
export type Lang = z.output<typeof lang>;

/** Title and description of a page, shown in search results and link previews. */
export const pageMeta = z.object({
  title: text.max(70, 'keep titles under 70 characters so search results show them whole'),
  description: text.max(170, 'keep descriptions under 170 characters'),
});
export type PageMeta = z.output<typeof pageMeta>;

/** A source image under content/images/, with its text alternative. */
export const image = z.object({
  src: z
    .string()
    .regex(/^[a-z0-9-]+\.(svg|png|jpe?g|webp)$/, 'a file name under content/images/, e.g. hero.svg')
    .refine((name) => existsSync(path.join(contentDir, 'images', name)), 'no such file in content/images/'),
  alt: z.string(),
});
export type ImageRef = z.output<typeof image>;

export const callToAction = z.object({ heading: text, text, button: text });

/** Icons content may name (templates/ui/Icon.tsx draws them; the compiler checks it draws every one). */
export const contentIcon = z.enum(['heart', 'star', 'shield', 'headset', 'chat', 'tv', 'globe', 'users', 'bolt', 'check', 'clock', 'play', 'phone']);

/** One question of an FAQ accordion; the answer is plain text (FAQPage structured data repeats it). */
export const faqItem = z.object({ question: text, answer: text });
export type FaqItem = z.output<typeof faqItem>;

/** A breadcrumb trail from the home page to the page itself (the visible trail and BreadcrumbList share it). */
export const breadcrumb = z.array(z.object({ name: text, path: internalPath })).min(2, 'a trail starts at the home page and ends at this page');
