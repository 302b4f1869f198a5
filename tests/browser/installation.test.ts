import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP } from '../support/browser';
import { servedSite } from '../support/served-site';

const site = servedSite();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
});

async function open(path: string): Promise<Page> {
  const context = await site.browser.newContext({ viewport: DESKTOP });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${site.server.url}${path}`);
  return page;
}

/** Name of the selected tab and the title of the one panel a visitor sees. */
const shown = (page: Page) =>
  page.evaluate(() => {
    const selected = document.querySelectorAll('[role="tab"][aria-selected="true"]');
    const visible = [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter(
      (p) => p.offsetParent !== null,
    );
    return { selected: [...selected].map((t) => t.textContent), panels: visible.map((p) => p.id) };
  });

describe('installation guide', () => {
  it('opens on Android TV and moves between devices with the arrow keys', async () => {
    const page = await open('/installation');
    expect(await shown(page)).toEqual({ selected: ['Android TV'], panels: ['installation-panel-android-tv'] });
    await page.focus('[role="tab"][aria-selected="true"]');
    await page.keyboard.press('ArrowRight');
    expect(await shown(page)).toEqual({ selected: ['Firestick'], panels: ['installation-panel-firestick'] });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Firestick');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect((await shown(page)).selected).toEqual(['VLC Player']);
    expect(new URL(page.url()).hash).toBe('#vlc');
  });

  it('/installation#firestick opens the Firestick guide, and choosing a tab updates the address', async () => {
    const page = await open('/installation#firestick');
    expect(await shown(page)).toEqual({ selected: ['Firestick'], panels: ['installation-panel-firestick'] });
    expect(await page.locator('#installation-panel-firestick .downloader-codes').count()).toBe(1);
    await page.click('[role="tab"]:has-text("Formuler")');
    expect(new URL(page.url()).hash).toBe('#formuler');
  });

  it('shows the steps as an accordion: one step open at a time, each can close', async () => {
    const page = await open('/installation');
    const openSteps = () =>
      page.$$eval('#installation-panel-android-tv details', (all) =>
        all.map((d, i) => ((d as HTMLDetailsElement).open ? i + 1 : 0)).filter(Boolean),
      );
    expect(await openSteps()).toEqual([1]);
    await page.click('#installation-panel-android-tv details:nth-of-type(3) summary');
    expect(await openSteps()).toEqual([3]);
    await page.click('#installation-panel-android-tv details:nth-of-type(3) summary');
    expect(await openSteps()).toEqual([]);
  });
});
