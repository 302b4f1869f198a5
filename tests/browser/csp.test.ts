import type { Server } from 'node:http';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, listen } from '../../build/static-server';
import { DESKTOP, launchBrowser } from '../support/browser';
import { distDir, loadRoutes } from '../support/site';

const { built } = await loadRoutes();

let server: Server | undefined;
let origin = '';
let browser: Browser | undefined;
let context: BrowserContext | undefined;

beforeAll(async () => {
  // Serves dist/ with its own _headers and _redirects, as the static host will.
  server = createSiteServer({ root: () => distDir });
  origin = await listen(server, 0);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`));
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function problemsOn(requestPath: string): Promise<string[]> {
  const page = await context!.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    // The 404 page logs the path it was asked for, on purpose.
    if (m.type() === 'error' && !m.text().startsWith('404:')) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  try {
    const response = await page.goto(origin + requestPath, { waitUntil: 'load' });
    expect(response?.headers()['content-security-policy'], 'the page is served with its CSP').toBeTruthy();
    // Let the deferred behaviours (reveal, menus) start, then scroll so lazy ones run too.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(100);
    problems.push(...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).map((v) => `CSP: ${v}`));
  } finally {
    await page.close();
  }
  return problems;
}

describe('every built page runs under the strict CSP without a violation or console error', () => {
  it.each(built.map((r) => [r.path]))('%s', async (routePath) => {
    expect(await problemsOn(routePath)).toEqual([]);
  });
});
