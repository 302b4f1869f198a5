import { z } from 'zod';
import { calendarDate, pageMeta } from './common';

/** Front matter of content/legal/*.md; the file name is the route (privacy-policy.md → /privacy-policy). */
export const legalFrontMatterSchema = pageMeta.extend({
  heading: z.string().trim().min(1),
  // Dates are content, not the clock: the page says when the text last changed.
  updated: calendarDate,
});

export type LegalFrontMatter = z.output<typeof legalFrontMatterSchema>;

export interface LegalPage extends LegalFrontMatter {
  slug: string;
  /** The Markdown body as HTML (remark-html, sanitized). */
  html: string;
}
