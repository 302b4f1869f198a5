import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, HASHED_DIRS } from '../../build/publish/host';
import { headersFor, readHostFiles } from '../../build/dev/host-files';
import { HOSTS, type RunningServer } from '../support/server';
import { builtPages, distDir, NOT_FOUND_PATH } from '../support/site';

// The host contract, over HTTP, on both hosts: `serve` (npm start) and Cloudflare's own runtime (production).
const pages = await builtPages();
const contentPages = pages.filter((p) => p.route.path !== NOT_FOUND_PATH);
const notFoundHtml = pages.find((p) => p.route.path === NOT_FOUND_PATH)!.html;
const { headers, redirects } = readHostFiles();
/** What a response no page rule matches gets: the site's policy and the security headers every page has too. */
const siteHeaders = headersFor(headers, '/no-such-page');
const hashedFiles = HASHED_DIRS.flatMap((dir) =>
  readdirSync(path.join(distDir, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
);

interface Hop {
  status: number;
  location?: string;
}

/** Follows redirects by hand (at most 5): where a visitor ends up, the status there, and every hop on the way. */
async function visit(
  origin: string,
  requestPath: string,
): Promise<{ path: string; status: number; body: string; headers: Headers; hops: Hop[] }> {
  const hops: Hop[] = [];
  let current = requestPath;
  for (let hop = 0; hop < 6; hop++) {
    const response = await fetch(origin + current, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.arrayBuffer();
      hops.push({ status: response.status, location });
      const next = new URL(location, origin + current);
      expect(next.origin, `${requestPath} redirects off the site`).toBe(origin);
      current = next.pathname + next.search + next.hash;
      continue;
    }
    return { path: current, status: response.status, body: await response.text(), headers: response.headers, hops };
  }
  throw new Error(`${requestPath}: more than 5 redirects: ${JSON.stringify(hops)}`);
}

describe.each(HOSTS)('$name', ({ name, start }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.stop());

  it('every route answers 200 at its clean URL with its own page, revalidated, under the CSP and security headers', async () => {
    for (const page of contentPages) {
      const response = await fetch(server.url + page.route.path, { redirect: 'manual' });
      expect(response.status, page.route.path).toBe(200);
      expect(await response.text(), page.route.path).toBe(page.html);
      expect(response.headers.get('content-type'), page.route.path).toMatch(/^text\/html/);
      const sent = headersFor(headers, page.route.path);
      expect(Object.keys(sent), page.route.path).toEqual(expect.arrayContaining(Object.keys(siteHeaders)));
      for (const [header, value] of Object.entries(sent))
        expect(response.headers.get(header), `${page.route.path} ${header}`).toBe(value);
      expect(response.headers.get('cache-control'), page.route.path).toBe(CACHE_REVALIDATE);
    }
  });

  it('the .html and trailing-slash forms of every route end on its clean URL', async () => {
    for (const page of contentPages) {
      const clean = page.route.path;
      const forms = clean === '/' ? ['/index.html'] : [`${clean}.html`, `${clean}/`];
      for (const form of forms) {
        const ended = await visit(server.url, form);
        expect({ form, path: ended.path, status: ended.status }).toEqual({ form, path: clean, status: 200 });
        expect(
          ended.hops.every((hop) => hop.status === 301 || hop.status === 308),
          `${form}: permanent redirects`,
        ).toBe(true);
      }
    }
  });

  it('an unknown path, and an unknown blog post, answer 404 with the 404 page and its CSP', async () => {
    for (const unknown of ['/no-such-page', '/blog/no-such-post', '/iptv-hrvatska/extra']) {
      const ended = await visit(server.url, unknown);
      expect({ unknown, status: ended.status, path: ended.path }).toEqual({ unknown, status: 404, path: unknown });
      expect(ended.body, unknown).toBe(notFoundHtml);
      expect(ended.headers.get('content-security-policy'), unknown).toBe(siteHeaders['Content-Security-Policy']);
    }
  });

  it('/channels-list serves the catalogue and /pricing reaches the pricing', async () => {
    const channels = await visit(server.url, '/channels-list');
    expect([channels.status, channels.path, channels.hops]).toEqual([200, '/channels-list', []]);
    expect(channels.body).toBe(pages.find((p) => p.route.path === '/channels-list')!.html);
    const pricing = await visit(server.url, '/pricing');
    const pricingPage = pages.find((p) => p.route.path === '/pricing');
    if (pricingPage)
      expect([pricing.status, pricing.path, pricing.body === pricingPage.html]).toEqual([200, '/pricing', true]);
    else expect([pricing.status, pricing.path]).toEqual([200, '/#pricing-section']);
  });

  it('every file in a hashed folder is served as built and cached for a year, immutable', async () => {
    expect(hashedFiles.length).toBeGreaterThan(0);
    for (const file of hashedFiles) {
      const response = await fetch(server.url + file, { redirect: 'manual' });
      expect(response.status, file).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(path.join(distDir, file))), file).toBe(true);
      expect(response.headers.get('cache-control'), file).toBe(CACHE_IMMUTABLE);
    }
  });

  it.runIf(name.startsWith('Cloudflare'))('reads every rule of _headers and _redirects, skipping none', () => {
    const output = server.output();
    expect(output).not.toMatch(/Skipping|Maximum number/i);
    expect(output).toContain(`Parsed ${redirects.length} valid redirect rules`);
    expect(output).toContain(`Parsed ${headers.length} valid header rules`);
  });
});
