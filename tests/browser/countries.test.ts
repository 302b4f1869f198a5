import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from '../support/browser';
import { servedSite } from '../support/served-site';
import { loadRoutes, type RouteTable } from '../support/site';

const site = servedSite();
let table: RouteTable;
/** A full-layout page (Montenegro). */
const FULL = '/iptv-crna-gora';

beforeAll(async () => {
  table = await loadRoutes();
});

describe('country page in the browser', () => {
  it.each([true, false])(
    'the FAQ keeps one answer open at a time and every answer collapses (JavaScript %s)',
    async (javaScriptEnabled) => {
      const context = await site.browser.newContext({ viewport: DESKTOP, javaScriptEnabled });
      try {
        const page = await context.newPage();
        await page.goto(`${site.server.url}${FULL}`);
        const items = page.locator('#faq details');
        const openStates = () => items.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
        expect(await openStates()).toEqual([false, false, false, false, false]);

        await items.nth(0).locator('summary').click();
        expect(await openStates()).toEqual([true, false, false, false, false]);
        await expect.poll(() => items.nth(0).locator('.accordion-panel').isVisible()).toBe(true);

        await items.nth(3).locator('summary').click();
        expect(await openStates()).toEqual([false, false, false, true, false]);

        await items.nth(3).locator('summary').click();
        expect(await openStates()).toEqual([false, false, false, false, false]);
      } finally {
        await context.close();
      }
    },
  );

  it('the catalogue link opens the catalogue filtered to the country’s channels', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP });
    try {
      const page = await context.newPage();
      await page.goto(`${site.server.url}${FULL}`);
      const link = page.locator('main a[href^="/lista-kanala?q="]').first();
      const query = new URL((await link.getAttribute('href'))!, site.server.url).searchParams.get('q');
      expect(query).toBe(table.content.countryPages.find((p) => p.path === FULL)!.catalogue.query);
      await link.click();
      await page.waitForURL(/\/lista-kanala\?q=/);
      await expect.poll(() => page.locator('input[type="search"]').first().inputValue()).toBe(query);
    } finally {
      await context.close();
    }
  });
});
