import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { loadRoutes, NOT_FOUND_PATH, projectRoot } from '../support/site';

const AXE = path.join(projectRoot, 'node_modules/axe-core/axe.min.js');
const { built } = await loadRoutes();
// Routes of one template share their markup: one audit per template keeps the suite within minutes.
const samples = built.filter((route, i) => built.findIndex((other) => other.template === route.template) === i);

interface Variant {
  theme: 'dark' | 'light';
  viewport: { width: number; height: number };
  page?: Page;
  context?: BrowserContext;
}

const variants: Variant[] = [
  { theme: 'dark', viewport: DESKTOP },
  { theme: 'light', viewport: DESKTOP },
  { theme: 'dark', viewport: MOBILE },
  { theme: 'light', viewport: MOBILE },
];

let server: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  for (const variant of variants) {
    // axe is injected as an inline script, which the site's CSP rightly refuses.
    variant.context = await browser.newContext({
      viewport: variant.viewport,
      reducedMotion: 'reduce',
      bypassCSP: true,
    });
    // The stored theme, as a returning visitor has it; the page's own head script applies it.
    await variant.context.addInitScript((theme: string) => localStorage.setItem('theme', theme), variant.theme);
    variant.page = await variant.context.newPage();
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface AxeNode {
  target: string[];
  failureSummary?: string;
  html: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

async function audit(variant: Variant, routePath: string): Promise<string[]> {
  const page = variant.page!;
  const label = `${routePath} [${variant.theme}, ${variant.viewport.width}px]`;
  const url = server!.url + (routePath === NOT_FOUND_PATH ? '/no-such-page' : routePath);
  await page.goto(url, { waitUntil: 'load' });
  const classes = await page.evaluate(() => [...document.documentElement.classList]);
  if (!classes.includes(variant.theme))
    return [`${label}: <html class="${classes.join(' ')}"> does not carry the ${variant.theme} theme`];
  // Audit the content as a visitor ends up seeing it: every reveal element shown, transitions finished.
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll('[data-reveal]')) el.classList.add('is-visible');
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
    }
  });
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx?: unknown, opts?: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as AxeViolation[];
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${label} ${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
    ),
  );
}

describe('axe-core finds no violations on one page per template (dark and light, 1280 px and 390 px)', () => {
  it.each(samples.map((r) => [r.template, r.path]))(
    '%s: %s',
    async (_template, routePath) => {
      const results = await Promise.all(variants.map((variant) => audit(variant, routePath)));
      expect(results.flat()).toEqual([]);
    },
    60_000,
  );
});
