import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from '../support/browser';
import { servedSite } from '../support/served-site';

const site = servedSite();

/** Every computed style and box of the elements before the page's <link rel="stylesheet"> that are drawn. */
async function firstScreenStyles(page: Page): Promise<{ element: string; styles: Record<string, string> }[]> {
  // Tens of thousands of strings cross as one JSON string, much faster than Playwright's value-by-value transfer.
  const json = await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    const link = document.querySelector('body link[rel="stylesheet"]')!;
    return JSON.stringify(
      [...document.querySelectorAll('body *')]
        .filter((el) => link.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING)
        // Not drawn: <main>'s height (it grows), a closed dialog's content, a closed menu's panel (its opening animation).
        .filter((el) => el.tagName !== 'MAIN' && !el.closest('dialog:not([open])'))
        .filter((el) => !el.closest('details:not([open])') || el.closest('summary'))
        .map((el, i) => {
          const computed = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          const styles: Record<string, string> = { box: [box.x, box.y, box.width, box.height].join() };
          for (const name of computed) styles[name] = computed.getPropertyValue(name);
          return { element: `${i} ${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`, styles };
        }),
    );
  });
  return JSON.parse(json);
}

describe('home page first screen', () => {
  it.each([
    { width: 390, height: 844, theme: 'dark' },
    { width: 390, height: 844, theme: 'light' },
    { width: DESKTOP.width, height: DESKTOP.height, theme: 'dark' },
    { width: DESKTOP.width, height: DESKTOP.height, theme: 'light' },
  ])(
    'at $width px ($theme) paints from the first response as it looks once the stylesheet file has loaded, and shows nothing below it before',
    async ({ width, height, theme }) => {
      const context = await site.browser.newContext({ viewport: { width, height } });
      await context.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
      const page = await context.newPage();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let requested = 0;
      await page.route('**/assets/*.css', async (route) => {
        requested++;
        await held;
        await route.continue();
      });
      try {
        await page.goto(site.server.url + '/', { waitUntil: 'commit' });
        await page.waitForSelector('body link[rel="stylesheet"]', { state: 'attached' });
        await page.waitForFunction(() => document.querySelector('.home-hero-image img'));
        // Icons draw from the sprite file, which is not held: the stylesheet is what this compares, so wait for the sprite.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('svg:has(> use)')]
            .filter((svg) => svg.getBoundingClientRect().width > 0)
            .every((svg) => svg.querySelector('use')!.getBoundingClientRect().width > 0),
        );
        expect(requested).toBe(1);
        const blocked = await firstScreenStyles(page);
        // The parser waits at the link: nothing after it exists yet, so nothing can show unstyled.
        expect(
          await page.evaluate(() => document.querySelector('body link[rel="stylesheet"]')!.nextSibling),
        ).toBeNull();
        expect(await page.locator('#features, .site-footer').count()).toBe(0);
        expect(await page.locator('h1').isVisible()).toBe(true);
        release();
        await page.waitForLoadState('load');
        const loaded = await firstScreenStyles(page);
        expect(blocked.length).toBeGreaterThan(100);
        const differences = blocked.flatMap(({ element, styles }, i) =>
          Object.keys(styles)
            .filter((name) => styles[name] !== loaded[i]!.styles[name])
            .map((name) => `${element} ${name}: ${styles[name]} before the file, ${loaded[i]!.styles[name]} after`),
        );
        expect(differences).toEqual([]);
      } finally {
        release();
        await context.close();
      }
    },
    // Every computed style of some hundred elements, read twice: on a loaded 2-core machine that took 17–20 s.
    60_000,
  );
});
