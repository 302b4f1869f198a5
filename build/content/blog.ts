import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { replaceFile } from '../files/replace-file';
import { hashCode } from '../render/code-hash';
import { cacheDir, contentDir } from '../paths';
import { ContentError, ContentErrors, errorAt, settleContent, type YamlSource } from './errors';
import { markdownFolders, yamlFiles } from './files';
import {
  bodyStartLine,
  parseFrontMatter,
  parseValidFrontMatter,
  splitMarkdown,
  unsafeLinkErrors,
  validate,
  type MarkdownParts,
} from './load';
import { renderMarkdownBatch } from './markdown-pool';
import { plainMarkdownToHtml } from './plain-markdown';
import { BODY_SLOTS, type Blog, type BlogPost, type BlogPostFrontMatter } from '../../shared/content/blog';
import type { MarkdownText } from './sources';

const WORDS_PER_MINUTE = 200;

/** Whitespace-separated tokens: close enough for a reading time, and fast at thousands of posts. */
function wordCount(markdown: string): number {
  return markdown.match(/\S+/g)?.length ?? 0;
}

/** Front matter that fills a body slot and the slot in the body must come together, or a part would silently vanish. */
function checkSlots(source: () => YamlSource, data: BlogPostFrontMatter, body: string): ContentError[] {
  return (Object.keys(BODY_SLOTS) as (keyof typeof BODY_SLOTS)[]).flatMap((field) => {
    const marker = BODY_SLOTS[field];
    const inBody = body.split('\n').some((line) => line.trim() === marker);
    if (data[field] && !inBody)
      return [errorAt(source(), [field], `the body has no line ${marker} saying where to show it`)];
    if (!data[field] && inBody)
      return [errorAt(source(), [], `the body has ${marker} but the front matter has no ${field}`)];
    return [];
  });
}

/** Parses and checks one post; every problem is reported at its line. The body is rendered separately, in a batch. */
function validatePost(
  { slug, file, text }: MarkdownText,
  parts: MarkdownParts,
  categories: readonly string[] | undefined,
): Omit<BlogPost, 'html' | 'sourceKey'> {
  // Positions are parsed only for a post with a problem to point at.
  let parsed: YamlSource | undefined;
  const source = () => (parsed ??= parseFrontMatter(file, parts));
  const { body } = parts;
  const unsafe = unsafeLinkErrors(file, bodyStartLine(text, body), body);
  let data: BlogPostFrontMatter;
  try {
    data = parseValidFrontMatter(parts, markdownFolders.blog.schema) ?? validate(source(), markdownFolders.blog.schema);
  } catch (error) {
    if (unsafe.length > 0 && error instanceof ContentErrors) throw new ContentErrors([...error.errors, ...unsafe]);
    throw error;
  }
  const problems = [...checkSlots(source, data, body), ...unsafe];
  if (categories && !categories.includes(data.category)) {
    problems.push(
      errorAt(
        source(),
        ['category'],
        `unknown category "${data.category}"; use one of ${categories.map((c) => `"${c}"`).join(', ')} (content/pages/blog.yaml)`,
      ),
    );
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    problems.push(
      new ContentError(file, 1, 1, '', 'the file name is the URL: use lowercase letters, digits and dashes'),
    );
  if (problems.length > 0) throw new ContentErrors(problems);
  const readMinutes = data.readTime ?? Math.max(1, Math.round(wordCount(body) / WORDS_PER_MINUTE));
  return { ...data, slug, readMinutes };
}

/** The front matter's date line as written, unparsed: enough to order work, never shown (a wrong guess costs only time). */
function writtenDate({ matter }: MarkdownParts): string {
  return /^date:\s*['"]?([^'"\s#]+)/m.exec(matter)?.[1] ?? '';
}

/*
 * The post cache: a valid post's parsed front matter and rendered HTML, keyed by a hash of the file's text and of
 * the code that validates and renders it, so an unchanged post is neither parsed nor rendered again. The checks that
 * depend on other files (cover exists, category listed) run on every build.
 */
const postCacheFile = path.join(cacheDir, 'blog-posts.json');
type CachedPost = Omit<BlogPost, 'date' | 'updated'> & { date: string; updated?: string };

/**
 * The post cache held by a long-lived process (`npm run dev`): read from the file once, then kept in memory, so an
 * edit neither parses nor rewrites megabytes of JSON. The file stays as the last CLI build wrote it; its entries
 * are keyed by content, so it is never stale, only missing the posts edited since.
 */
export interface PostCacheMemory {
  entries?: Record<string, CachedPost>;
  /** Each file's key with the text and code it was hashed from: load hands back the same text for an unchanged file. */
  keys?: Map<string, { text: string; code: string; key: string }>;
  /** The last build's posts by key: an unchanged post is the same object, which later stages reuse their work by. */
  posts?: Map<string, BlogPost>;
}

async function readPostCache(): Promise<Record<string, CachedPost>> {
  try {
    return JSON.parse(await readFile(postCacheFile, 'utf8')) as Record<string, CachedPost>;
  } catch {
    return {};
  }
}

async function writePostCache(entries: Record<string, CachedPost>): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  await replaceFile(postCacheFile, JSON.stringify(entries));
}

const revive = (cached: CachedPost): BlogPost => ({
  ...cached,
  date: new Date(cached.date),
  updated: cached.updated === undefined ? undefined : new Date(cached.updated),
});

/** The day a post is dated, as written in its front matter. */
export const postDay = (post: Pick<BlogPost, 'date'>): string => post.date.toISOString().slice(0, 10);

/**
 * The blog copy and every post; posts are checked against the copy's categories, all problems reported together.
 * Posts dated after `day` (YYYY-MM-DD) are checked and cached but not published.
 */
export async function validateBlog(
  texts: readonly MarkdownText[],
  copySource: YamlSource,
  day: string,
  memory?: PostCacheMemory,
): Promise<Blog> {
  // Posts are still checked when the copy is broken (without the category check), so every problem shows at once.
  const copyResult = await settleContent([() => validate(copySource, yamlFiles.blogPage.schema)] as const).then(
    ([copy]) => ({ copy }),
    (error: unknown) => ({ error }),
  );
  const categories = 'copy' in copyResult ? copyResult.copy.categories : undefined;
  const [code, cache, images] = await Promise.all([
    hashCode(['build/content', 'shared/content']),
    memory?.entries ?? readPostCache(),
    readdir(path.join(contentDir, 'images')).then((names) => new Set(names)),
  ]);
  const keyOf = (text: MarkdownText) => {
    const seen = memory?.keys?.get(text.file);
    if (seen && seen.text === text.text && seen.code === code) return seen.key;
    const key = createHash('sha256').update(code).update(text.file).update('\0').update(text.text).digest('hex');
    memory?.keys?.set(text.file, { text: text.text, code, key });
    return key;
  };
  if (memory) memory.keys ??= new Map();
  const keys = texts.map(keyOf);
  const listed = categories && new Set(categories);
  const isFresh = (i: number) => {
    const hit = cache[keys[i]!];
    return hit !== undefined && images.has(hit.coverImage) && (!listed || listed.has(hit.category));
  };
  const split = new Map<number, MarkdownParts>();
  for (let i = 0; i < texts.length; i++) if (!isFresh(i)) split.set(i, splitMarkdown(texts[i]!.text));
  // Bodies render in the order their pages do (newest first, by the date as written), so a page seldom waits for its body.
  const dates = new Map([...split].map(([i, parts]) => [i, writtenDate(parts)]));
  const missed = [...split.keys()].sort(
    (a, b) => dates.get(b)!.localeCompare(dates.get(a)!) || texts[a]!.slug.localeCompare(texts[b]!.slug),
  );
  const slotOf = new Map(missed.map((postIndex, slot) => [postIndex, slot]));
  const parts = missed.map((i) => split.get(i)!);
  // Plainly written bodies take microseconds here; the others render on worker threads while this thread checks front matter.
  const plain = parts.map((p) => plainMarkdownToHtml(p.body));
  const parsed = plain.flatMap((html, slot) => (html === undefined ? [slot] : []));
  const parsedIndex = new Map(parsed.map((slot, index) => [slot, index]));
  const batch = renderMarkdownBatch(parsed.map((slot) => parts[slot]!.body));
  const checked = await settleContent([
    () => {
      if ('error' in copyResult) throw copyResult.error;
      return copyResult.copy;
    },
    () => settleContent(missed.map((i, slot) => () => validatePost(texts[i]!, parts[slot]!, categories))),
  ] as const).catch((error: unknown) => {
    batch.cancel();
    throw error;
  });
  const [copy, validated] = checked;
  const posts = texts.map((_, i): BlogPost => {
    const key = keys[i]!;
    const slot = slotOf.get(i);
    if (slot === undefined) return memory?.posts?.get(key) ?? { ...revive(cache[key]!), sourceKey: key };
    // Read by the post's page: a worker has rendered it by then, or this thread renders it at that moment.
    return Object.defineProperty({ ...validated[slot]!, sourceKey: key }, 'html', {
      get: () => plain[slot] ?? batch.html(parsedIndex.get(slot)!),
      enumerable: true,
    }) as BlogPost;
  });
  const keepPosts = async () => {
    const rendered = batch.finish();
    const used = Object.fromEntries(
      keys.map((key, i): [string, CachedPost] => {
        const slot = slotOf.get(i);
        if (slot === undefined) return [key, cache[key]!];
        const post = validated[slot]!;
        return [
          key,
          {
            ...post,
            html: plain[slot] ?? rendered[parsedIndex.get(slot)!]!,
            sourceKey: key,
            date: post.date.toISOString(),
            updated: post.updated?.toISOString(),
          },
        ];
      }),
    );
    if (memory) {
      memory.entries = used;
      memory.posts = new Map(
        keys.map((key, i) => [key, slotOf.has(i) ? { ...revive(used[key]!), sourceKey: key } : posts[i]!]),
      );
      const present = new Set(texts.map((text) => text.file));
      for (const file of memory.keys!.keys()) if (!present.has(file)) memory.keys!.delete(file);
    } else if (missed.length > 0 || Object.keys(used).length !== Object.keys(cache).length) await writePostCache(used);
  };
  const newestFirst = [...posts].sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug));
  const published: BlogPost[] = [];
  const scheduled: BlogPost[] = [];
  // The first instant after `day` in UTC, the zone postDay reads a date in: thousands of posts are not formatted to compare.
  const dayEnd = Date.parse(day) + 86_400_000;
  for (const post of newestFirst) (post.date.getTime() < dayEnd ? published : scheduled).push(post);
  return { copy, posts: published, scheduled: scheduled.reverse(), keepPosts };
}
