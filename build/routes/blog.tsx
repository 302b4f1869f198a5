import { createHash } from 'node:crypto';
import type { BlogPost } from '../../shared/content/blog';
import type { Content } from '../../shared/content/content';
import type { BuiltRoute, Route } from '../../shared/route';
import { blogPosting, breadcrumbList, webPage } from './structured-data';
import { BlogIndexPage, type BlogPageLink } from '../../templates/pages/BlogIndexPage';
import { BlogPostPage } from '../../templates/pages/BlogPostPage';
import type { BlogCardPost } from '../../templates/sections/BlogCard';
import type { PostLink } from '../../templates/sections/BlogMeta';

/** Cards per index page; /blog shows the newest, /blog/page/2 … the rest. */
export const POSTS_PER_PAGE = 24;

/** /blog is page 1; there is no separate /blog/page/1. */
export function blogPagePath(page: number): string {
  return page === 1 ? '/blog' : `/blog/page/${page}`;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** What a card shows: the index page gets only this, so its cache key covers all it reads. */
const card = ({
  slug,
  title,
  excerpt,
  coverImage,
  coverAlt,
  category,
  tags,
  date,
  readMinutes,
}: BlogPost): BlogCardPost => ({
  slug,
  title,
  excerpt,
  coverImage,
  coverAlt,
  category,
  tags,
  date,
  readMinutes,
});

function indexRoutes({ site, blog }: Content, copyKey: string, made: string, memory?: PostRouteMemory): BuiltRoute[] {
  const { copy, posts } = blog;
  const pageCount = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  const link = (page: number): BlogPageLink | undefined =>
    page >= 1 && page <= pageCount ? { page, path: blogPagePath(page) } : undefined;
  const kept = memory?.made === made ? memory.indexPages : undefined;
  const pagesPosts = Array.from({ length: pageCount }, (_, i) =>
    posts.slice(i * POSTS_PER_PAGE, (i + 1) * POSTS_PER_PAGE),
  );
  const routes = pagesPosts.map((shown, i): BuiltRoute => {
    const page = i + 1;
    const path = blogPagePath(page);
    const previous = kept?.get(page);
    if (
      previous?.pageCount === pageCount &&
      previous.posts.length === shown.length &&
      previous.posts.every((post, at) => post === shown[at])
    )
      return previous.route;
    const pagePosts = shown.map(card);
    const title =
      page === 1 ? copy.meta.title : `${copy.pagination.page.replace('{page}', String(page))} | ${copy.heading}`;
    return {
      status: 'built',
      path,
      template: 'BlogIndexPage',
      title,
      description: copy.meta.description,
      lang: site.defaultLang,
      sitemap: true,
      ...(posts[i * POSTS_PER_PAGE] && {
        lastmod: day(posts[i * POSTS_PER_PAGE]!.updated ?? posts[i * POSTS_PER_PAGE]!.date),
      }),
      jsonLd: [webPage(site, { path, title, description: copy.meta.description, lang: site.defaultLang })],
      cacheKey: JSON.stringify({ copy: copyKey, pagePosts, page, pageCount }),
      render: ({ images }) => (
        <BlogIndexPage
          copy={copy}
          posts={pagePosts}
          images={images}
          page={page}
          previous={link(page - 1)}
          next={link(page + 1)}
        />
      ),
    };
  });
  if (memory)
    memory.indexPages = new Map(routes.map((route, i) => [i + 1, { posts: pagesPosts[i]!, pageCount, route }]));
  return routes;
}

/** Card fields of a neighbour: a post page changes when its neighbour's title does, not when its body does. */
const neighbour = (post: BlogPost | undefined): PostLink | undefined => post && { slug: post.slug, title: post.title };

/** A post's route with the neighbour posts it was made beside. */
interface PostRouteMade {
  newer?: BlogPost;
  older?: BlogPost;
  route: BuiltRoute;
}

/**
 * Post routes a long-lived process (`npm run dev`) keeps between builds, by what each is made of (the copy, the site,
 * the post's source and its neighbours): after an edit, only the routes it touched are made again.
 */
export interface PostRouteMemory {
  made?: string;
  routes: Map<string, BuiltRoute>;
  /** Each post's route with the neighbour posts it was made beside: the validator hands back unchanged posts as the same objects. */
  byPost?: Map<BlogPost, PostRouteMade>;
  /** Index pages with the posts each was made of, by page number. */
  indexPages?: Map<number, { posts: BlogPost[]; pageCount: number; route: BuiltRoute }>;
}

function postRoutes({ site, blog }: Content, copyKey: string, made: string, memory?: PostRouteMemory): BuiltRoute[] {
  const { copy, posts } = blog;
  const same = memory?.made === made;
  const kept = same ? memory.routes : new Map<string, BuiltRoute>();
  const byPost = (same && memory.byPost) || new Map<BlogPost, PostRouteMade>();
  const routes = posts.map((post, i): BuiltRoute => {
    const previous = byPost.get(post);
    if (previous && previous.newer === posts[i - 1] && previous.older === posts[i + 1]) return previous.route;
    // Posts are newest first: the next entry was published before this one.
    const newer = neighbour(posts[i - 1]);
    const older = neighbour(posts[i + 1]);
    // The post by its source key, not its fields: thousands of posts' HTML is not serialised and hashed on every build.
    const cacheKey = JSON.stringify([copyKey, post.sourceKey, older, newer]);
    const known = kept.get(cacheKey);
    if (known) return known;
    const path = `/blog/${post.slug}`;
    const crumbs = [
      { name: copy.homeCrumb, path: '/' },
      { name: copy.blogCrumb, path: '/blog' },
      { name: post.title, path },
    ];
    return {
      status: 'built',
      path,
      template: 'BlogPostPage',
      title: post.title,
      description: post.excerpt,
      lang: site.defaultLang,
      sitemap: true,
      lastmod: day(post.updated ?? post.date),
      jsonLd: [
        webPage(site, { path, title: post.title, description: post.excerpt, lang: site.defaultLang }),
        blogPosting(site, {
          path,
          headline: post.title,
          description: post.excerpt,
          author: post.author,
          published: post.date,
          modified: post.updated,
          keywords: post.tags,
          section: post.category,
          lang: site.defaultLang,
        }),
        breadcrumbList(site, crumbs),
      ],
      cacheKey,
      render: ({ images }) => (
        <BlogPostPage
          post={post}
          copy={copy}
          cover={images[post.coverImage]!}
          crumbs={crumbs}
          older={older}
          newer={newer}
        />
      ),
    };
  });
  if (memory) {
    memory.routes = new Map(routes.map((route) => [route.cacheKey!, route]));
    memory.byPost = new Map(
      posts.map((post, i) => [post, { newer: posts[i - 1], older: posts[i + 1], route: routes[i]! }]),
    );
  }
  return routes;
}

/** The blog index (paged by POSTS_PER_PAGE) and one page per post in content/blog/. */
export function blogRoutes(content: Content, memory?: PostRouteMemory): Route[] {
  // The copy by its hash in each page's cache key: written out in thousands of keys, it cost more than the pages' own parts.
  const copyKey = createHash('sha256').update(JSON.stringify(content.blog.copy)).digest('hex');
  const made = copyKey + JSON.stringify(content.site);
  const routes = [...indexRoutes(content, copyKey, made, memory), ...postRoutes(content, copyKey, made, memory)];
  if (memory) memory.made = made;
  return routes;
}
