import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter, parseValidFrontMatter, splitMarkdown, validate } from '../../../build/content/load';
import { blogPostFrontMatterSchema } from '../../../shared/content/blog';
import { contentDir } from '../../../build/paths';

const base = [
  'title: Naslov',
  'date: 2026-01-15',
  'excerpt: Kratko.',
  'coverImage: blog-smart-tv-vs-android-box.svg',
  'category: Blog',
  'author: BalkanStream',
];
const post = (...lines: string[]) => `---\n${[...base, ...lines].join('\n')}\n---\n\nTijelo.\n`;
const without = (fields: string[], ...lines: string[]) =>
  `---\n${[...base.filter((l) => !fields.includes(l.split(':')[0]!)), ...lines].join('\n')}\n---\n\nTijelo.\n`;

/** What the build makes of a post's front matter by the positioned parse: its data, or its first problem. */
function positioned(text: string): { data: unknown } | { problem: string } {
  try {
    return { data: validate(parseFrontMatter('content/blog/x.md', splitMarkdown(text)), blogPostFrontMatterSchema) };
  } catch (error) {
    return { problem: String(error) };
  }
}

const realPosts = readdirSync(path.join(contentDir, 'blog')).map((name) =>
  readFileSync(path.join(contentDir, 'blog', name), 'utf8'),
);

const tricky = [
  post('tags: [IPTV, "Smart TV", \'Savjeti\']'),
  post('tags:', '  - IPTV', '  - 4K'),
  post('updated: 2026-02-01', 'readTime: 7'),
  post('coverAlt: "Navodnici \\"unutra\\" i \\u0161\\u0111"'),
  post('coverAlt: |', '  Prvi red', '  drugi red'),
  post('coverAlt: >-', '  Presavijeno', '  u jedan red'),
  post('coverAlt: yes'),
  post('coverAlt: ~'),
  post('readTime: 1_000'),
  post('readTime: 0x10'),
  post('readTime: "7"'),
  post('readTime: 7.0'),
  post('coverAlt: Pitanja & odgovori, *zvjezdica u tekstu'),
  post('affiliateLinks: [{ label: Trgovina, url: "https://example.com/s?k=a&tag=b" }]'),
  without(['title', 'author'], 'title: &t BalkanStream', 'author: *t'),
  post('specTable: &t { caption: A, columns: [a, b], rows: [{ feature: x, values: [y] }] }', 'faq: *t'),
  post('title: Drugi naslov'),
  post('tags: IPTV'),
  post('date: 15.01.2026.'),
  post('unknown: field'),
  post('readTime: -3'),
  post('coverAlt: [unclosed'),
  post('\ttabbed: x'),
  without(['title']),
  without(['date'], 'date: 2026-13-45'),
  '---\n---\n\nPrazno.\n',
  'Bez front mattera.\n',
];

describe('front matter', () => {
  it('reads every post as the positioned parse does, or leaves the post to it', () => {
    const declined: string[] = [];
    for (const text of [...realPosts, ...tricky]) {
      const quick = parseValidFrontMatter(splitMarkdown(text), blogPostFrontMatterSchema);
      const slow = positioned(text);
      // The quick parse may decline a valid post (it is then parsed with positions), never pass an invalid one or change one.
      if (quick !== undefined) expect({ data: quick }, text).toEqual(slow);
      else if ('data' in slow) declined.push(text);
    }
    // Valid posts it leaves to the positioned parse: one with an alias, and one whose text merely looks like one.
    expect(declined).toEqual([
      post('coverAlt: Pitanja & odgovori, *zvjezdica u tekstu'),
      without(['title', 'author'], 'title: &t BalkanStream', 'author: *t'),
    ]);
  });

  it('takes the quick path for plain valid posts, as the 4,000-post bench has', () => {
    expect(parseValidFrontMatter(splitMarkdown(post('tags: [IPTV, brzina]')), blogPostFrontMatterSchema)).toMatchObject(
      { title: 'Naslov', tags: ['IPTV', 'brzina'] },
    );
    // Including a query string's & in an affiliate link.
    for (const text of realPosts)
      expect(parseValidFrontMatter(splitMarkdown(text), blogPostFrontMatterSchema)).toBeDefined();
  });
});
