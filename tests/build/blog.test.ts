import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { attr, parseHtml, type HtmlElement } from '../support/html';
import { distDir, loadRoutes, outputFile, siteOrigin, type RouteTable } from '../support/site';

const SMART_TV = '/blog/smart-tv-vs-android-box';
const STRONG = '/blog/strong-leap-s3-vs-s3-pro';

let table: RouteTable;
let origin: string;
const dist = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
const page = (file: string) => parseHtml(dist(file));
const text = (el: HtmlElement | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const headings = (root: HtmlElement) => root.querySelectorAll('main h2').map(text);

beforeAll(async () => {
  table = await loadRoutes();
  origin = await siteOrigin();
});

describe('/blog', () => {
  it('lists both posts newest first, each with category, title link, excerpt, at most 3 tags, a Bosnian date and the read time', () => {
    const root = page('blog.html');
    const cards = root.querySelectorAll('.blog-card');
    expect(cards.map((c) => attr(c.querySelector('h2 a')!, 'href'))).toEqual([STRONG, SMART_TV]);
    const [strong, smart] = cards;
    expect(text(strong!.querySelector('.badge'))).toBe('IPTV hardver test');
    expect(text(smart!.querySelector('.badge'))).toBe('Blog');
    expect(text(strong!.querySelector('.blog-card-excerpt'))).toMatch(/^Testirali smo Strong Leap S3/);
    // The smart-tv post has four tags in its front matter; a card shows three.
    expect(smart!.querySelectorAll('.tag').map(text)).toEqual(['Smart TV', 'Android box', 'IPTV']);
    expect(text(strong!.querySelector('time'))).toBe('10. novembar 2026.');
    expect(attr(strong!.querySelector('time')!, 'datetime')).toBe('2026-11-10');
    expect(text(smart!.querySelector('time'))).toBe('20. oktobar 2026.');
    expect(text(smart!.querySelector('.blog-meta'))).toContain('6 min čitanja');
    expect(text(strong!.querySelector('.blog-meta'))).toContain('8 min čitanja');
    const img = strong!.querySelector('img')!;
    expect(attr(img, 'width')).toBe('1200');
    expect(attr(img, 'height')).toBe('675');
    expect(strong!.querySelectorAll('source').map((s) => attr(s, 'type'))).toEqual(['image/avif', 'image/webp']);
  });

  it('ends with the box linking to /installation and /contact and has no pagination for two posts', () => {
    const root = page('blog.html');
    const box = root.querySelectorAll('main .cta a').map((a) => attr(a, 'href'));
    expect(box).toEqual(['/installation', '/contact']);
    expect(root.querySelector('.pagination')).toBeNull();
  });
});

describe('/blog/smart-tv-vs-android-box', () => {
  it('has every section the spec names: pros and cons, comparison, recommendation by profile, checklist, FAQ, calls to action', () => {
    const root = page('blog/smart-tv-vs-android-box.html');
    expect(headings(root)).toEqual(
      expect.arrayContaining([
        'Smart TV: prednosti i mane',
        'Android box: prednosti i mane',
        'Usporedba jedan uz drugi',
        'Preporuka prema profilu korisnika',
        'Kontrolna lista prije kupnje',
        'Česta pitanja',
      ]),
    );
    expect(root.querySelector('#kontrolna-lista-prije-kupnje')).not.toBeNull();
    expect(text(root.querySelector('.post-body'))).toContain('20–30 Mbps po uređaju');
    expect(root.querySelectorAll('.spec-table tbody tr').length).toBeGreaterThan(3);
    expect(root.querySelectorAll('#post-faq details').length).toBe(4);
    const ctas = root.querySelectorAll('main .cta a').map((a) => attr(a, 'href'));
    expect(ctas).toEqual(['/standard', '/installation', '/contact']);
  });

  it('shows category, title, author, date from front matter and read time', () => {
    const root = page('blog/smart-tv-vs-android-box.html');
    expect(text(root.querySelector('.post-head .badge'))).toBe('Blog');
    expect(text(root.querySelector('h1'))).toBe('Smart TV ili Android box: što je bolje za IPTV?');
    expect(text(root.querySelector('.post-author'))).toBe('BalkanStream');
    expect(attr(root.querySelector('.post-head time')!, 'datetime')).toBe('2026-10-20');
    expect(text(root.querySelector('.post-head .blog-meta'))).toContain('6 min čitanja');
  });
});

describe('/blog/strong-leap-s3-vs-s3-pro', () => {
  it('has intro, spec table (RAM 2 GB vs 4 GB, 4K vs 4K HDR), performance, price, conclusion, a four-question FAQ and the link box', () => {
    const root = page('blog/strong-leap-s3-vs-s3-pro.html');
    expect(text(root.querySelector('.post-body p'))).toMatch(/^Strong je poznato ime/);
    const rows = root.querySelectorAll('.spec-table tbody tr').map((tr) => tr.querySelectorAll('th, td').map(text));
    expect(rows).toContainEqual(['RAM', '2 GB', '4 GB']);
    expect(rows).toContainEqual(['Rezolucija', '4K', '4K HDR']);
    expect(headings(root)).toEqual(
      expect.arrayContaining([
        'Specifikacije',
        'Performanse u svakodnevnom korištenju',
        'Cijena i gdje kupiti',
        'Zaključak',
        'Česta pitanja o Strong Leap uređajima',
      ]),
    );
    const body = text(root.querySelector('.post-body'));
    expect(body).toContain('49–59 EUR');
    expect(body).toContain('69–89 EUR');
    expect(root.querySelectorAll('#post-faq details').length).toBe(4);
    expect(root.querySelectorAll('main .cta a').map((a) => attr(a, 'href'))).toEqual([
      '/standard',
      '/lista-kanala',
      '/installation',
      '/contact',
    ]);
    expect(text(root.querySelector('.post-author'))).toBe('BalkanStream tim');
    expect(text(root.querySelector('.post-head .blog-meta'))).toContain('8 min čitanja');
  });

  it('has two affiliate links that open in a new tab marked sponsored and nofollow, inside the price section', () => {
    const html = dist('blog/strong-leap-s3-vs-s3-pro.html');
    const links = parseHtml(html).querySelectorAll('.affiliate-links a');
    expect(links).toHaveLength(2);
    for (const a of links) {
      expect(attr(a, 'target')).toBe('_blank');
      expect(attr(a, 'rel')).toBe('sponsored nofollow noopener');
      expect(attr(a, 'href')).toMatch(/^https:\/\//);
    }
    const box = html.indexOf('class="affiliate-links"');
    expect(box).toBeGreaterThan(html.indexOf('id="cijena-i-gdje-kupiti"'));
    expect(box).toBeLessThan(html.indexOf('id="zakljucak"'));
  });

  it('links to the previous post, and the older post links back as the next one', () => {
    expect(
      page('blog/strong-leap-s3-vs-s3-pro.html')
        .querySelectorAll('.post-nav a')
        .map((a) => attr(a, 'href')),
    ).toEqual([SMART_TV]);
    expect(
      page('blog/smart-tv-vs-android-box.html')
        .querySelectorAll('.post-nav a')
        .map((a) => attr(a, 'href')),
    ).toEqual([STRONG]);
  });
});

describe('feed, structured data and sitemap', () => {
  it('serves an Atom feed with its required elements and both posts at absolute URLs', () => {
    const xml = dist('blog/feed.xml');
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"')).toBe(
      true,
    );
    const head = xml.slice(0, xml.indexOf('<entry>'));
    for (const tag of ['id', 'title', 'updated', 'author']) expect(head).toContain(`<${tag}>`);
    const entries = [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1]!);
    expect(entries.map((e) => /<id>([^<]+)<\/id>/.exec(e)?.[1])).toEqual([
      `${origin}${STRONG}`,
      `${origin}${SMART_TV}`,
    ]);
    for (const entry of entries) {
      expect(entry).toMatch(/<title>[^<]+<\/title>/);
      expect(entry).toMatch(/<updated>\d{4}-\d{2}-\d{2}T00:00:00Z<\/updated>/);
      expect(entry).toMatch(new RegExp(`<link rel="alternate" type="text/html" href="${origin}/blog/[a-z0-9-]+"/>`));
    }
  });

  it('links the feed from every page head', () => {
    for (const route of table.built) {
      const link = page(outputFile(route.path)).querySelector(
        'head link[rel="alternate"][type="application/atom+xml"]',
      );
      expect(link && attr(link, 'href'), route.path).toBe('/blog/feed.xml');
    }
  });

  it('describes each post as BlogPosting with a BreadcrumbList Početna › Blog › post', () => {
    const root = page('blog/strong-leap-s3-vs-s3-pro.html');
    const data = root
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.textContent) as Record<string, unknown>);
    const posting = data.find((d) => d['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({
      headline: 'Strong Leap S3 vs S3 Pro: koji Android box odabrati za IPTV?',
      datePublished: '2026-11-10',
      url: `${origin}${STRONG}`,
    });
    const trail = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(trail.itemListElement.map((i) => i.item)).toEqual([`${origin}/`, `${origin}/blog`, `${origin}${STRONG}`]);
  });

  it('lists the posts in the sitemap with lastmod from their date', () => {
    const xml = dist('sitemap.xml');
    const entry = (url: string) => new RegExp(`<url><loc>${url}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
    expect(entry(`${origin}${STRONG}`)).toMatch(/^2026-11-10/);
    expect(entry(`${origin}${SMART_TV}`)).toMatch(/^2026-10-20/);
  });
});
