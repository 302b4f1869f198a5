import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE } from '../support/browser';
import { servedSite } from '../support/served-site';

const site = servedSite();

/** A fresh visitor; outside hosts (video embed, share dialogs) answer from a stub, so no test reaches the network. */
async function visit(
  path: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.browser.newContext({ viewport: DESKTOP, ...options });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
  const page = await context.newPage();
  await page.goto(site.server.url + path);
  return { context, page };
}

const visiblePrices = (page: Page) => page.locator('#pricing-section [data-price]:visible').allTextContents();
const activeTagline = (page: Page) => page.locator('[data-carousel-item].is-active').textContent();

describe('pricing tabs', () => {
  it('show Standard first and switch to Premium by keyboard, each with its four prices and order links', async () => {
    const { context, page } = await visit('/#pricing');
    expect(await visiblePrices(page)).toEqual(['9,99 €', '24,99 €', '44,99 €', '59,99 €']);

    await page.getByRole('tab', { name: 'Standard' }).focus();
    await page.keyboard.press('ArrowRight');
    const premium = page.getByRole('tab', { name: 'Premium' });
    expect(await premium.getAttribute('aria-selected')).toBe('true');
    expect(await premium.evaluate((tab) => tab === document.activeElement)).toBe(true);
    expect(await visiblePrices(page)).toEqual(['14,99 €', '39,99 €', '59,99 €', '83,99 €']);

    const order = page.locator('#pricing-section a.plan-order:visible').last();
    const text = new URL((await order.getAttribute('href'))!).searchParams.get('text');
    expect(text).toBe('Pozdrav! Želim naručiti Premium paket na 12 mjeseci za 83,99 €.');

    await page.keyboard.press('ArrowLeft');
    expect(await visiblePrices(page)).toEqual(['9,99 €', '24,99 €', '44,99 €', '59,99 €']);
    await context.close();
  });

  it('without JavaScript both plan sets are on screen, one under the other', async () => {
    const { context, page } = await visit('/', { javaScriptEnabled: false });
    expect(await visiblePrices(page)).toEqual([
      '9,99 €',
      '24,99 €',
      '44,99 €',
      '59,99 €',
      '14,99 €',
      '39,99 €',
      '59,99 €',
      '83,99 €',
    ]);
    expect(await page.locator('#pricing-section .tabpanel-title:visible').allTextContents()).toEqual([
      'Standard',
      'Premium',
    ]);
    await context.close();
  });

  it('the plan FAQ shows on a phone and not on a desktop', async () => {
    const { context, page } = await visit('/');
    const faq = page.locator('#pricing-section .plan-faq');
    // The section is drawn once it comes near the screen (content-visibility), as when the visitor scrolls to it, and
    // drawn anew after the viewport changes: the chat buttons beside the FAQ show when it has been.
    const drawn = page.locator('#pricing-section .pricing-chat');
    await page.locator('#pricing-section').scrollIntoViewIfNeeded();
    await drawn.waitFor({ state: 'visible' });
    expect(await faq.isVisible()).toBe(false);
    await page.setViewportSize(MOBILE);
    await page.locator('#pricing-section').scrollIntoViewIfNeeded();
    await drawn.waitFor({ state: 'visible' });
    await expect.poll(() => faq.isVisible()).toBe(true);
    await context.close();
  });
});

describe('jumps down the home page', () => {
  it.each([
    ['/#pricing-section', MOBILE],
    ['/#faq', DESKTOP],
    ['/#countries', MOBILE],
  ])('%s lands with its section just under the header (%o)', async (path, viewport) => {
    const { context, page } = await visit(path, { viewport });
    const target = page.locator(path.slice(1));
    const gap = () =>
      target.evaluate((section) =>
        Math.round(
          section.getBoundingClientRect().top - document.querySelector('[data-header]')!.getBoundingClientRect().bottom,
        ),
      );
    // scroll-padding-top leaves 1rem between the header and the section.
    await expect.poll(gap, { timeout: 10_000 }).toBe(16);
    await context.close();
  });
});

const CAROUSEL_START = Date.parse('2026-11-25T10:00:00Z');

describe('hero tagline carousel', () => {
  it('moves to the next tagline every 3 s, loops, and holds while the pointer is on it', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP });
    // Paused from the start: installed alone, the fake clock also runs in real time, and on a loaded machine a tick
    // between two steps moved the tagline once more than the test ran the clock for.
    await context.clock.install({ time: CAROUSEL_START });
    await context.clock.pauseAt(CAROUSEL_START + 1000);
    const page = await context.newPage();
    await page.goto(site.server.url + '/');
    const taglines = await page.locator('[data-carousel-item]').allTextContents();
    expect(await activeTagline(page)).toBe(taglines[0]);
    const seen = [];
    for (let i = 0; i < 4; i++) {
      await page.clock.runFor(3000);
      seen.push(await activeTagline(page));
    }
    expect(seen).toEqual([taglines[1], taglines[2], taglines[3], taglines[0]]);

    await page.locator('[data-carousel] h1').hover();
    await page.clock.runFor(9000);
    expect(await activeTagline(page)).toBe(taglines[0]);
    await page.mouse.move(1, DESKTOP.height - 1);
    await page.clock.runFor(3000);
    expect(await activeTagline(page)).toBe(taglines[1]);

    // Keyboard focus inside the hero holds it too, until focus moves on.
    await page.getByRole('link', { name: 'Počni Odmah' }).focus();
    await page.clock.runFor(9000);
    expect(await activeTagline(page)).toBe(taglines[1]);
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(3000);
    expect(await activeTagline(page)).toBe(taglines[2]);
    await context.close();
  });

  it('stands still for a visitor who prefers reduced motion', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(site.server.url + '/');
    const first = await activeTagline(page);
    await page.clock.runFor(12_000);
    expect(await activeTagline(page)).toBe(first);
    await context.close();
  });
});

describe('demo video dialog', () => {
  it('opens with a 16:9 privacy-enhanced frame, Esc closes it, removes the frame and returns focus to the button', async () => {
    const { context, page } = await visit('/');
    const trigger = page.getByRole('link', { name: 'Pogledaj Demo' });
    const dialog = page.locator('dialog#demo-dialog');
    await trigger.click();
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    const box = (await frame.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    expect(page.url()).toBe(site.server.url + '/');

    await page.keyboard.press('Escape');
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    // The frame goes and focus returns on the dialog's close event, a task after it closes.
    await expect.poll(() => dialog.locator('iframe').count()).toBe(0);
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('closes with its close button and with a click on the backdrop', async () => {
    const { context, page } = await visit('/');
    const trigger = page.getByRole('link', { name: 'Pogledaj Demo' });
    const dialog = page.locator('dialog#demo-dialog');
    const isOpen = () => dialog.evaluate((d: HTMLDialogElement) => d.open);

    await trigger.click();
    await dialog.getByRole('button', { name: 'Zatvori' }).click();
    expect(await isOpen()).toBe(false);
    await expect.poll(() => dialog.locator('iframe').count()).toBe(0);

    await trigger.click();
    expect(await isOpen()).toBe(true);
    await page.mouse.click(5, 5);
    expect(await isOpen()).toBe(false);
    await expect.poll(() => dialog.locator('iframe').count()).toBe(0);
    await context.close();
  });
});

describe('share and FAQ', () => {
  it('Facebook share opens a 600x400 popup', async () => {
    const { context, page } = await visit('/');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Facebook' }).first().click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain('https://www.facebook.com/sharer/sharer.php?u=');
    const size = await popup.evaluate(() => [innerWidth, innerHeight]);
    expect(size).toEqual([600, 400]);
    await context.close();
  });

  it('FAQ keeps one answer open at a time, and the open one can be closed', async () => {
    const { context, page } = await visit('/');
    const items = page.locator('#faq details');
    const openStates = () => items.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
    const closed = (await openStates()).map(() => false);
    await items.nth(0).locator('summary').click();
    await items.nth(2).locator('summary').click();
    expect(await openStates()).toEqual(closed.map((_, i) => i === 2));
    await items.nth(2).locator('summary').click();
    expect(await openStates()).toEqual(closed);
    await context.close();
  });
});
