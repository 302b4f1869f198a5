import { z } from 'zod';
import { calendarDate, faqItem, internalPath, isContentImage, pageMeta, text } from './common';

/** A cover is named by file; an unknown one is named back in the error so the editor sees the typo. */
const coverImage = z
  .string()
  .regex(/^[a-z0-9-]+\.(svg|png|jpe?g|webp)$/, 'a file name under content/images/, e.g. blog-cover.svg')
  .refine(isContentImage, {
    error: (issue) => `cover image "${String(issue.input)}" is not a file in content/images/`,
  });

/** Front matter of content/blog/*.md; the file name is the slug (my-post.md → /blog/my-post). */
export const blogPostFrontMatterSchema = z.strictObject({
  title: text.max(110, 'keep post titles under 110 characters'),
  date: calendarDate,
  /** Set when the text changes after publishing; the sitemap and feed use it. */
  updated: calendarDate.optional(),
  excerpt: text.max(300, 'keep the excerpt under 300 characters: it is the card text and the meta description'),
  coverImage,
  coverAlt: z.string().default(''),
  /** One of the categories listed in content/pages/blog.yaml. */
  category: text,
  tags: z.array(text, { error: 'must be a list, e.g. [IPTV, Smart TV]' }).default([]),
  author: text,
  /** Minutes; computed from the words (about 200 a minute) when left out. */
  readTime: z.number().int().positive().optional(),
  /** Shown in a table where the body has a paragraph `{{spec-table}}` (product posts). */
  specTable: z
    .strictObject({
      caption: text,
      columns: z.array(text).min(2, 'a feature column and at least one product'),
      rows: z.array(z.strictObject({ feature: text, values: z.array(text).min(1) })).min(1),
    })
    .superRefine((table, ctx) => {
      // A comma inside an unquoted [a, b] list splits a value in two: catch the row that no longer fits its columns.
      table.rows.forEach((row, i) => {
        if (row.values.length !== table.columns.length - 1) {
          ctx.addIssue({
            code: 'custom',
            path: ['rows', i, 'values'],
            message: `needs ${table.columns.length - 1} values, one per product column (quote a value that contains a comma)`,
          });
        }
      });
    })
    .optional(),
  /** Retailer links, shown where the body has a paragraph `{{affiliate-links}}`; they open in a new tab, marked sponsored. */
  affiliateLinks: z
    .array(z.strictObject({ label: text, url: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }) }))
    .optional(),
  faq: z.strictObject({ heading: text, items: z.array(faqItem).min(1) }).optional(),
  /** The closing box of links to our own pages. */
  linkBox: z
    .strictObject({
      heading: text,
      text: text.optional(),
      links: z.array(z.strictObject({ label: text, path: internalPath })).min(1),
    })
    .optional(),
});

export type BlogPostFrontMatter = z.output<typeof blogPostFrontMatterSchema>;

/** Copy of the blog index and the labels of post pages (content/pages/blog.yaml). */
export const blogSchema = z.strictObject({
  meta: pageMeta,
  heading: text,
  lead: text,
  /** Categories a post may name; a post with another category stops the build. */
  categories: z.array(text).min(1),
  empty: text,
  readTime: text.refine((s) => s.includes('{minutes}'), 'must contain {minutes}'),
  byAuthor: text,
  updatedLabel: text,
  tagsLabel: text,
  breadcrumbLabel: text,
  homeCrumb: text,
  blogCrumb: text,
  pagination: z.strictObject({
    label: text,
    previous: text,
    next: text,
    page: text.refine((s) => s.includes('{page}'), 'must contain {page}'),
  }),
  postNav: z.strictObject({ label: text, previous: text, next: text }),
  affiliateNote: text,
  feedTitle: text,
  bottomBox: z.strictObject({
    heading: text,
    text,
    links: z.array(z.strictObject({ label: text, path: internalPath })).min(1),
  }),
});

export type BlogCopy = z.output<typeof blogSchema>;

export interface BlogPost extends BlogPostFrontMatter {
  slug: string;
  /** The Markdown body as sanitized HTML with heading ids; on a post just read, rendered when first read (see build/content/markdown-pool.ts). */
  readonly html: string;
  /** From front matter, or computed from the words at about 200 a minute. */
  readMinutes: number;
  /** Hash of the post's file and of the code that reads it: posts with the same key are the same post. */
  sourceKey: string;
}

export interface Blog {
  copy: BlogCopy;
  /** The published posts (dated on or before the build's day), newest first. */
  posts: BlogPost[];
  /** Posts dated after the build's day: checked, kept in the post cache, but on no page, list, feed or sitemap yet. */
  scheduled: BlogPost[];
  /** Renders the bodies no page has read, then keeps every post for the next build (in the dev process or .cache/). */
  keepPosts: () => Promise<void>;
}

/** Paragraphs in a post body that the post page replaces with a part built from front matter. */
export const BODY_SLOTS = { specTable: '{{spec-table}}', affiliateLinks: '{{affiliate-links}}' } as const;
