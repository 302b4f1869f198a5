import { z } from 'zod';
import { pageMeta } from './shared';

/** Front matter of content/legal/*.md; the file name is the route (privacy-policy.md → /privacy-policy). */
export const legalFrontMatterSchema = pageMeta
  .extend({
    heading: z.string().trim().min(1),
    // Dates are content, not the clock: the page says when the text last changed.
    updated: z.coerce.date({ error: 'must be a date like 2026-11-01' }),
  })
  .strict();

export type LegalFrontMatter = z.output<typeof legalFrontMatterSchema>;
