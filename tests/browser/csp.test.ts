import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from '../support/browser';
import { HOSTS, type RunningServer } from '../support/server';
import { loadRoutes } from '../support/site';

const { built } = await loadRoutes();

let browser: Browser | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// Under the headers each host really sends: serve (npm start) and Cloudflare's runtime (production).
describe.each(HOSTS)('$name', ({ start }) => {
  let server: RunningServer | undefined;
  let context: BrowserContext | undefined;
  /** One page navigates to every route in turn: a page (and renderer) per route cost more than the route's checks. */
  let routePage: Page | undefined;
  /** What the route being visited has logged or thrown so far; each visit starts a new list. */
  let problems: string[] = [];

  beforeAll(async () => {
    server = await start();
    context = await browser!.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__violations.push(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`,
        ),
      );
    });
    routePage = await context.newPage();
    routePage.on('console', (m) => {
      // The 404 page logs the path it was asked for, on purpose.
      if (m.type() === 'error' && !m.text().startsWith('404:')) problems.push(`console: ${m.text()}`);
    });
    routePage.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  });

  afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  async function problemsOn(requestPath: string): Promise<string[]> {
    const page = routePage!;
    problems = [];
    const response = await page.goto(server!.url + requestPath, { waitUntil: 'load' });
    expect(response?.headers()['content-security-policy'], 'the page is served with its CSP').toBeTruthy();
    // Let the deferred behaviours (reveal, menus) start, then scroll so lazy ones run too.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(100);
    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    return [...problems, ...violations.map((v) => `CSP: ${v}`)];
  }

  describe('every built page runs under the strict CSP without a violation or console error', () => {
    it.each(built.map((r) => [r.path]))('%s', async (routePath) => {
      expect(await problemsOn(routePath)).toEqual([]);
    });
  });

  it('an unknown blog post ends on /blog', async () => {
    const page = await context!.newPage();
    try {
      await page.goto(`${server!.url}/blog/no-such-post`);
      await page.waitForURL(`${server!.url}/blog`);
      expect(await page.locator('h1').first().textContent()).toBeTruthy();
    } finally {
      await page.close();
    }
  });
});
