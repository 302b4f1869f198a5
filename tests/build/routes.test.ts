import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { attr, decodeEntities, parseHtml } from '../support/html';
import {
  builtPages,
  distDir,
  loadRoutes,
  NOT_FOUND_PATH,
  outputFile,
  siteOrigin,
  type BuiltPage,
  type RouteTable,
} from '../support/site';

let table: RouteTable;
let pages: BuiltPage[];
let origin: string;

beforeAll(async () => {
  table = await loadRoutes();
  origin = await siteOrigin();
  pages = await builtPages();
});

function sitemapLocs(): string[] {
  const xml = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) => decodeEntities(m[1]!));
}

/** sitemap `<loc>` for a path; the home page may be listed as `origin/` or `origin`. */
function normaliseLoc(loc: string): string {
  return loc.replace(/\/$/, '');
}

describe('the route table and dist/ agree', () => {
  it('has built routes, a 404 page among them, and unique paths', () => {
    expect(table.built.length).toBeGreaterThan(0);
    expect(table.built.map((r) => r.path)).toContain(NOT_FOUND_PATH);
    const paths = table.routes.map((r) => r.path);
    expect(
      paths.filter((p, i) => paths.indexOf(p) !== i),
      'duplicate paths in the route table',
    ).toEqual([]);
  });

  it('builds every route of the spec, one per country page and blog post, and plans none', () => {
    const perItem = [
      ...table.content.countries.map((c) => c.path),
      ...table.content.blog.posts.map((p) => `/blog/${p.slug}`),
    ];
    expect(perItem.length, 'the 18 country pages and at least the fixed post').toBeGreaterThanOrEqual(19);
    expect(
      table.built
        .map((r) => r.path)
        .filter((p) => !perItem.includes(p))
        .sort(),
    ).toEqual([
      '/',
      '/404',
      '/about',
      '/blog',
      '/channels-list',
      '/contact',
      '/cookie-policy',
      '/installation',
      '/lista-kanala',
      '/pricing',
      '/privacy-policy',
      '/refund-policy',
      '/standard',
      '/terms-of-service',
    ]);
    expect(table.built.map((r) => r.path)).toEqual(expect.arrayContaining(perItem));
    expect(table.planned).toEqual([]);
  });

  it('writes every built route to its file in dist/', () => {
    const missing = table.built.map((r) => outputFile(r.path)).filter((file) => !existsSync(path.join(distDir, file)));
    expect(missing, 'built routes without a file in dist/').toEqual([]);
  });

  it('gives every built page its own <title>, <html lang> and <meta name=description>', () => {
    const problems: string[] = [];
    for (const { route, file, html } of pages) {
      const doc = parseHtml(html);
      const htmlEl = doc.querySelector('html');
      const lang = htmlEl ? attr(htmlEl, 'lang') : null;
      if (lang !== route.lang)
        problems.push(`${file}: <html lang> is ${JSON.stringify(lang)}, route says ${route.lang}`);
      const titles = doc.querySelectorAll('title');
      const title = titles[0] ? decodeEntities(titles[0].textContent).trim() : null;
      if (titles.length !== 1) problems.push(`${file}: ${titles.length} <title> elements`);
      if (title !== route.title)
        problems.push(`${file}: <title> is ${JSON.stringify(title)}, route says ${JSON.stringify(route.title)}`);
      const descriptions = doc.querySelectorAll('meta[name="description"]');
      const description = descriptions[0] ? attr(descriptions[0], 'content') : null;
      if (descriptions.length !== 1) problems.push(`${file}: ${descriptions.length} <meta name=description> elements`);
      if (!description || description !== route.description) {
        problems.push(
          `${file}: <meta name=description> is ${JSON.stringify(description)}, route says ${JSON.stringify(route.description)}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every built page except the 404 page one canonical link to origin + (canonicalPath ?? path)', () => {
    const problems: string[] = [];
    for (const { route, file, html } of pages) {
      const links = parseHtml(html).querySelectorAll('link[rel="canonical"]');
      const hrefs = links.map((l) => attr(l, 'href'));
      if (route.path === NOT_FOUND_PATH) {
        if (hrefs.length > 0)
          problems.push(`${file}: the 404 page must not name a canonical URL, has ${JSON.stringify(hrefs)}`);
        continue;
      }
      const expected = origin + (route.canonicalPath ?? route.path);
      const ok = hrefs.length === 1 && (hrefs[0] === expected || (route.path === '/' && hrefs[0] === `${origin}/`));
      if (!ok) problems.push(`${file}: canonical ${JSON.stringify(hrefs)}, expected ["${expected}"]`);
    }
    expect(problems).toEqual([]);
  });

  it('does not write planned routes to dist/', () => {
    const written = table.planned.map((r) => outputFile(r.path)).filter((file) => existsSync(path.join(distDir, file)));
    expect(written, 'planned routes that have a file in dist/').toEqual([]);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists exactly the built routes marked for the sitemap, each once', () => {
    const locs = sitemapLocs();
    const expected = table.built.filter((r) => r.sitemap).map((r) => normaliseLoc(origin + r.path));
    expect(locs.map(normaliseLoc).sort()).toEqual([...expected].sort());
    expect(new Set(locs).size, 'duplicate <loc> entries').toBe(locs.length);
  });

  it('never lists a planned route or the 404 page', () => {
    const listed = new Set(sitemapLocs().map(normaliseLoc));
    const wrong = [...table.planned.map((r) => r.path), NOT_FOUND_PATH].filter((p) =>
      listed.has(normaliseLoc(origin + p)),
    );
    expect(wrong).toEqual([]);
  });

  it('robots.txt points crawlers at the sitemap on the site origin', () => {
    const robots = readFileSync(path.join(distDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots.split(/\r?\n/).map((l) => l.trim())).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots, 'robots.txt must not block the whole site').not.toMatch(/^Disallow: \/\s*$/m);
  });
});
