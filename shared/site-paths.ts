/** Paths of the site that the build writes and the pages link to. */

/** The not-found page: written as 404.html, served for any unknown path. */
export const NOT_FOUND_PATH = '/404';

/** The blog's Atom feed. */
export const BLOG_FEED_PATH = '/blog/feed.xml';

/** Size of a page's social preview card (og:image), in pixels. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The file a route is written to inside dist/. */
export function outputFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
