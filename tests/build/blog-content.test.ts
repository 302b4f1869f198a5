import { existsSync, readdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineBodies, sha256Source } from '../support/csp';
import { attr, parseHtml } from '../support/html';
import { buildBudget, copyProject, describeBuild, type ProjectCopy } from '../support/project-copy';

let copy: ProjectCopy;

beforeAll(() => {
  copy = copyProject('balkanstream-blog-');
});
afterAll(() => copy?.remove());

function removePosts(): void {
  for (const file of readdirSync(copy.file('content/blog'))) rmSync(copy.file(`content/blog/${file}`));
}

/** A valid post; `n` sets the date (one day apart) so the order is known. */
function post(n: number, overrides: Record<string, string> = {}): string {
  const fields: Record<string, string> = {
    title: `"Objava ${n}"`,
    date: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10),
    excerpt: `Sažetak objave ${n}.`,
    coverImage: 'blog-smart-tv-vs-android-box.svg',
    category: 'Blog',
    tags: '[IPTV]',
    author: 'BalkanStream',
    ...overrides,
  };
  const front = Object.entries(fields)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return `---\n${front}\n---\n\nTekst objave ${n}.\n`;
}

const html = (file: string) => parseHtml(copy.read(`dist/${file}`));

describe('blog content in a temporary copy', () => {
  it(
    'with no posts, /blog says the first article is coming',
    () => {
      removePosts();
      const result = copy.build();
      expect(result.status, describeBuild(result)).toBe(0);
      const root = html('blog.html');
      expect(root.querySelector('.blog-empty')?.textContent.trim()).toBe('Uskoro stiže prvi članak. Ostani uz nas!');
      expect(root.querySelectorAll('.blog-card')).toHaveLength(0);
      expect(copy.read('dist/blog/feed.xml')).not.toContain('<entry>');
    },
    buildBudget(1),
  );

  it(
    'with 30 posts, /blog shows the newest 24 and /blog/page/2 the other 6, linked both ways; there is no /blog/page/1',
    () => {
      removePosts();
      for (let n = 1; n <= 30; n++) copy.write(`content/blog/objava-${n}.md`, post(n));
      const result = copy.build();
      expect(result.status, describeBuild(result)).toBe(0);
      const first = html('blog.html');
      const second = html('blog/page/2.html');
      const cards = (root: ReturnType<typeof html>) =>
        root.querySelectorAll('.blog-card h2 a').map((a) => attr(a, 'href'));
      expect(cards(first)).toEqual(Array.from({ length: 24 }, (_, i) => `/blog/objava-${30 - i}`));
      expect(cards(second)).toEqual(Array.from({ length: 6 }, (_, i) => `/blog/objava-${6 - i}`));
      expect(first.querySelectorAll('.pagination a').map((a) => [attr(a, 'rel'), attr(a, 'href')])).toEqual([
        ['next', '/blog/page/2'],
      ]);
      expect(second.querySelectorAll('.pagination a').map((a) => [attr(a, 'rel'), attr(a, 'href')])).toEqual([
        ['prev', '/blog'],
      ]);
      expect(existsSync(copy.file('dist/blog/page/1.html'))).toBe(false);
      expect(existsSync(copy.file('dist/blog/page/3.html'))).toBe(false);
      expect(copy.read('dist/sitemap.xml')).toContain('/blog/page/2</loc>');
      expect([...copy.read('dist/blog/feed.xml').matchAll(/<entry>/g)]).toHaveLength(20);
      // Read time is computed from the words when the front matter has none.
      expect(html('blog/objava-7.html').querySelector('.post-head .blog-meta')?.textContent).toContain('1 min čitanja');
      // The next build reads unchanged posts from the post cache instead of parsing them again.
      const cached = Object.values(
        JSON.parse(copy.read('.cache/blog-posts.json')) as Record<string, { slug: string }>,
      ).map((p) => p.slug);
      expect(cached.filter((slug) => slug.startsWith('objava-')).sort()).toEqual(
        Array.from({ length: 30 }, (_, i) => `objava-${i + 1}`).sort(),
      );
    },
    buildBudget(1),
  );

  it(
    'an edited post is rebuilt, never served from the cache',
    () => {
      copy.write('content/blog/objava-7.md', post(7, { title: '"Objava 7, izmijenjena"' }));
      const result = copy.build();
      expect(result.status, describeBuild(result)).toBe(0);
      expect(html('blog/objava-7.html').querySelector('h1')?.textContent).toBe('Objava 7, izmijenjena');
      // Neighbours show its new title in their previous/next links.
      expect(copy.read('dist/blog/objava-8.html')).toContain('Objava 7, izmijenjena');
      // Pages reused from the cache are not read back for the CSP: their inline code must still be allowed.
      const csp = copy.read('dist/_headers');
      const { scripts, styles } = inlineBodies(copy.read('dist/blog/objava-1.html'));
      expect(scripts.length + styles.length).toBeGreaterThan(0);
      for (const code of [...scripts, ...styles]) expect(csp).toContain(sha256Source(code));
    },
    buildBudget(1),
  );

  it("a post dated after the build's day waits for it: on no list, feed, sitemap or page, and the log names it", () => {
    copy.write('content/blog/objava-31.md', post(31));
    const before = copy.build({ BUILD_DATE: '2026-01-31' });
    expect(before.status, describeBuild(before)).toBe(0);
    expect(before.stdout).toContain(
      'scheduled, published by the first build on or after their date: content/blog/objava-31.md (2026-02-01)',
    );
    expect(existsSync(copy.file('dist/blog/objava-31.html'))).toBe(false);
    expect(
      html('blog.html')
        .querySelectorAll('.blog-card h2 a')
        .map((a) => attr(a, 'href'))[0],
    ).toBe('/blog/objava-30');
    for (const file of ['blog/feed.xml', 'sitemap.xml', 'blog/objava-30.html'])
      expect(copy.read(`dist/${file}`), file).not.toContain('objava-31');

    const onTheDay = copy.build({ BUILD_DATE: '2026-02-01' });
    expect(onTheDay.status, describeBuild(onTheDay)).toBe(0);
    expect(onTheDay.stdout).not.toContain('scheduled');
    expect(
      html('blog.html')
        .querySelectorAll('.blog-card h2 a')
        .map((a) => attr(a, 'href'))[0],
    ).toBe('/blog/objava-31');
    for (const file of ['blog/feed.xml', 'sitemap.xml', 'blog/objava-31.html'])
      expect(copy.read(`dist/${file}`), file).toContain('/blog/objava-31');
    rmSync(copy.file('content/blog/objava-31.md'));
  }, 120_000);

  it(
    'bad front matter stops the build at file:line, naming an unknown cover; dist/ is left as it was',
    () => {
      const before = copy.read('dist/blog.html');
      copy.write('content/blog/bez-naslova.md', post(40, { title: '' }));
      copy.write('content/blog/los-datum.md', post(41, { date: '2026-13-45' }));
      copy.write('content/blog/oznake.md', post(42, { tags: 'IPTV' }));
      copy.write('content/blog/kategorija.md', post(43, { category: 'Recepti' }));
      copy.write('content/blog/naslovnica.md', post(44, { coverImage: 'nema-je.svg' }));
      const result = copy.build();
      expect(result.status).not.toBe(0);
      const errors = result.stderr;
      expect(errors).toContain('content/blog/bez-naslova.md:2:1 title: required field is missing');
      expect(errors).toContain(
        'content/blog/los-datum.md:3:7 date: 2026-13-45 is not a day on the calendar: the month is 01 to 12 (YYYY-MM-DD, e.g. 2026-11-01)',
      );
      expect(errors).toContain('content/blog/oznake.md:7:7 tags: must be a list');
      expect(errors).toMatch(/content\/blog\/kategorija\.md:6:11 category: unknown category "Recepti"/);
      expect(errors).toContain(
        'content/blog/naslovnica.md:5:13 coverImage: cover image "nema-je.svg" is not a file in content/images/',
      );
      expect(copy.read('dist/blog.html')).toBe(before);
    },
    buildBudget(1),
  );
});
