import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { distDir, projectRoot } from '../../build/paths';

const JS_PER_PAGE = 5 * 1024;
const CSS_SITE = 12 * 1024;
// The home page's whole first response: one round trip (issue #22).
const HOME_FIRST_RESPONSE = 14 * 1024;
const stylesDir = path.join(projectRoot, 'templates/styles');

const gzipSize = (bytes: string | Uint8Array) => gzipSync(bytes, { level: 9 }).length;
const htmlPages = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
const readPage = (page: string) => readFileSync(path.join(distDir, page), 'utf8');
const inlineStyles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
const linkedStylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
/** What styles a page once it has loaded: its inline stylesheet and the stylesheet files it links. */
const pageStyles = (html: string) =>
  [
    ...inlineStyles(html),
    ...linkedStylesheets(html).map((href) => readFileSync(path.join(distDir, href), 'utf8')),
  ].join('');

describe('byte budgets (gzip)', () => {
  it('builds pages to measure', () => {
    expect(htmlPages.length).toBeGreaterThan(0);
  });

  it.each(htmlPages)('%s ships at most 5 KB of JavaScript', (page) => {
    const html = readPage(page);
    const external = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) =>
      readFileSync(path.join(distDir, m[1]!)),
    );
    const inline = [
      ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => m[1]!);
    const total = [...external, ...inline].reduce((sum, code) => sum + gzipSize(code), 0);
    expect(total).toBeLessThanOrEqual(JS_PER_PAGE);
  });

  it('the home page, where most visitors land, arrives in at most 14 KB gzip', () => {
    expect(gzipSize(readPage('index.html'))).toBeLessThanOrEqual(HOME_FIRST_RESPONSE);
  });

  it('the home page fetches its site script and behaviours as one file, named in <head> so it leaves with the first bytes', () => {
    const html = readPage('index.html');
    const scripts = [...html.matchAll(/<script type="module"[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/ src="\/assets\/scripts-[0-9a-f]{10}\.js" fetchPriority="low"/);
    expect(html.indexOf(scripts[0]!)).toBeLessThan(html.indexOf('</head>'));
  });

  it('the home page fetches its hero picture, its largest paint, ahead of the posters that share its first screen', () => {
    const images = [...readPage('index.html').matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    const hero = images.filter((img) => img.includes('loading="eager"'));
    expect(hero).toHaveLength(1);
    expect(hero[0]).toContain('fetchPriority="high"');
    const posters = images.filter((img) => img.includes('/images/featured-'));
    expect(posters).toHaveLength(6);
    for (const poster of posters) expect(poster).toMatch(/ loading="lazy" .*fetchPriority="low"/);
  });

  it('every page carries one inline stylesheet, at most 12 KB; only the home page links one more, in <body>', () => {
    const stylesheets = new Set<string>();
    for (const page of htmlPages) {
      const html = readPage(page);
      const links = linkedStylesheets(html);
      expect(links, page).toHaveLength(page === 'index.html' ? 1 : 0);
      for (const href of links) {
        expect(html.indexOf(href), page).toBeGreaterThan(html.indexOf('<main'));
        stylesheets.add(readFileSync(path.join(distDir, href), 'utf8'));
      }
      const styles = inlineStyles(html);
      expect(styles, page).toHaveLength(1);
      stylesheets.add(styles[0]!);
    }
    for (const css of stylesheets) expect(gzipSize(css)).toBeLessThanOrEqual(CSS_SITE);
  });

  it('every class a page uses that the stylesheets style is styled by the stylesheet the page carries', () => {
    const sources = readdirSync(stylesDir)
      .map((name) => readFileSync(path.join(stylesDir, name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))
      .join('\n');
    const styledIn = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);
    const unstyled: string[] = [];
    for (const page of htmlPages) {
      const html = readPage(page);
      const own = pageStyles(html);
      const used = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ').filter(Boolean)));
      for (const name of used) if (styledIn(sources, name) && !styledIn(own, name)) unstyled.push(`${page}: .${name}`);
    }
    expect(unstyled).toEqual([]);
  });

  it('a page inlines only the area stylesheets it uses: a blog post has no pricing rules, the pricing page has them', () => {
    const styleOf = (page: string) => inlineStyles(readPage(page))[0]!;
    expect(styleOf('blog/smart-tv-vs-android-box.html')).not.toContain('.plan-grid');
    expect(styleOf('blog/smart-tv-vs-android-box.html')).toContain('.post-body');
    expect(styleOf('pricing.html')).toContain('.plan-grid');
    expect(gzipSize(styleOf('blog/smart-tv-vs-android-box.html'))).toBeLessThan(gzipSize(styleOf('pricing.html')));
  });
});
