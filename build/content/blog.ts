import { cachedMarkdownToHtml } from './markdown';
import { ContentError, ContentErrors, errorAt, settleContent, type YamlSource } from './errors';
import { markdownFolders, yamlFiles } from './files';
import { validate } from './load';
import type { BlogCopy, BlogPostFrontMatter } from './schemas/blog';
import type { MarkdownSource } from './sources';

export interface BlogPost extends BlogPostFrontMatter {
  slug: string;
  /** The Markdown body as sanitized HTML with heading ids. */
  html: string;
  /** From front matter, or computed from the words at about 200 a minute. */
  readMinutes: number;
}

export interface Blog {
  copy: BlogCopy;
  /** Newest first. */
  posts: BlogPost[];
}

const WORDS_PER_MINUTE = 200;

/** Paragraphs in a post body that the post page replaces with a part built from front matter. */
export const BODY_SLOTS = { specTable: '{{spec-table}}', affiliateLinks: '{{affiliate-links}}' } as const;

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Front matter that fills a body slot and the slot in the body must come together, or a part would silently vanish. */
function checkSlots(source: YamlSource, data: BlogPostFrontMatter, body: string): ContentError[] {
  return (Object.keys(BODY_SLOTS) as (keyof typeof BODY_SLOTS)[]).flatMap((field) => {
    const marker = BODY_SLOTS[field];
    const inBody = body.split('\n').some((line) => line.trim() === marker);
    if (data[field] && !inBody) return [errorAt(source, [field], `the body has no line ${marker} saying where to show it`)];
    if (!data[field] && inBody) return [errorAt(source, [], `the body has ${marker} but the front matter has no ${field}`)];
    return [];
  });
}

async function validatePost({ slug, source, body }: MarkdownSource, categories: readonly string[] | undefined): Promise<BlogPost> {
  const data = validate(source, markdownFolders.blog.schema);
  const problems = checkSlots(source, data, body);
  if (categories && !categories.includes(data.category)) {
    problems.push(errorAt(source, ['category'], `unknown category "${data.category}"; use one of ${categories.map((c) => `"${c}"`).join(', ')} (content/pages/blog.yaml)`));
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) problems.push(new ContentError(source.file, 1, 1, '', 'the file name is the URL: use lowercase letters, digits and dashes'));
  if (problems.length > 0) throw new ContentErrors(problems);
  const readMinutes = data.readTime ?? Math.max(1, Math.round(wordCount(body) / WORDS_PER_MINUTE));
  return { ...data, slug, readMinutes, html: await cachedMarkdownToHtml(body) };
}

/** The blog copy and every post; posts are checked against the copy's categories, all problems reported together. */
export async function validateBlog(posts: readonly MarkdownSource[], copySource: YamlSource): Promise<Blog> {
  // Posts are still checked when the copy is broken (without the category check), so every problem shows at once.
  const copyResult = await settleContent([() => validate(copySource, yamlFiles.blogPage.schema)] as const).then(
    ([copy]) => ({ copy }),
    (error: unknown) => ({ error }),
  );
  const categories = 'copy' in copyResult ? copyResult.copy.categories : undefined;
  const [copy, validated] = await settleContent([
    () => {
      if ('error' in copyResult) throw copyResult.error;
      return copyResult.copy;
    },
    () => settleContent(posts.map((post) => () => validatePost(post, categories))),
  ] as const);
  const newestFirst = [...validated].sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug));
  return { copy, posts: newestFirst };
}
