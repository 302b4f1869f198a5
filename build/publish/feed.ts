import type { Content } from '../../shared/content/content';
import type { OutputMap } from './output';
import { escapeXml } from './xml';
import { BLOG_FEED_PATH } from '../../shared/site-paths';

/** Feed readers poll often; the newest posts are enough. */
const FEED_ENTRIES = 20;

const stamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Atom feed of the latest posts with absolute URLs; `updated` is the newest post's date, so an unchanged blog gives the same bytes. */
export function writeBlogFeed(output: OutputMap, { site, blog }: Content): number {
  const origin = site.origin.replace(/\/+$/, '');
  const entries = blog.posts.slice(0, FEED_ENTRIES);
  const changed = (post: (typeof entries)[number]) => post.updated ?? post.date;
  const feedUpdated = entries.reduce((latest, post) => (changed(post) > latest ? changed(post) : latest), new Date(0));
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${site.defaultLang}">`,
    `  <id>${escapeXml(origin + BLOG_FEED_PATH)}</id>`,
    `  <title>${escapeXml(blog.copy.feedTitle)}</title>`,
    `  <subtitle>${escapeXml(blog.copy.lead)}</subtitle>`,
    `  <updated>${stamp(feedUpdated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(origin + BLOG_FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}/blog`)}"/>`,
    `  <author><name>${escapeXml(site.brand.name)}</name><uri>${escapeXml(`${origin}/`)}</uri></author>`,
    ...entries.flatMap((post) => {
      const url = `${origin}/blog/${post.slug}`;
      return [
        '  <entry>',
        `    <id>${escapeXml(url)}</id>`,
        `    <title>${escapeXml(post.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
        `    <published>${stamp(post.date)}</published>`,
        `    <updated>${stamp(changed(post))}</updated>`,
        `    <author><name>${escapeXml(post.author)}</name></author>`,
        `    <category term="${escapeXml(post.category)}"/>`,
        `    <summary>${escapeXml(post.excerpt)}</summary>`,
        '  </entry>',
      ];
    }),
    '</feed>',
    '',
  ];
  output.set(BLOG_FEED_PATH.slice(1), lines.join('\n'));
  return entries.length;
}
