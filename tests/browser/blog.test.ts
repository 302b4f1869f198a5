import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from '../support/browser';
import { servedSite } from '../support/served-site';
import { siteOrigin } from '../support/site';

const site = servedSite();
let origin: string;

beforeAll(async () => {
  origin = await siteOrigin();
});

async function newPage() {
  const context = await site.browser.newContext({ viewport: DESKTOP });
  return { context, page: await context.newPage() };
}

describe('blog in the browser', () => {
  it('/blog/nope ends on /blog, showing the post list', async () => {
    const { context, page } = await newPage();
    await page.goto(`${site.server.url}/blog/nope`);
    await page.waitForURL(`${site.server.url}/blog`);
    await expect.poll(() => page.locator('.blog-card').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('a real post stays on its own URL', async () => {
    const { context, page } = await newPage();
    const response = await page.goto(`${site.server.url}/blog/strong-leap-s3-vs-s3-pro`);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/blog/strong-leap-s3-vs-s3-pro');
    expect(await page.locator('h1').textContent()).toBe('Strong Leap S3 vs S3 Pro: koji Android box odabrati za IPTV?');
    await context.close();
  });

  it('the feed parses as XML in the browser, with Atom entries for both posts', async () => {
    const { context, page } = await newPage();
    await page.goto(`${site.server.url}/blog`);
    const feed = await page.evaluate(async () => {
      const doc = new DOMParser().parseFromString(await (await fetch('/blog/feed.xml')).text(), 'application/xml');
      const atom = 'http://www.w3.org/2005/Atom';
      const root = doc.documentElement;
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: `${root.namespaceURI} ${root.localName}`,
        required: ['id', 'title', 'updated'].map((tag) => root.getElementsByTagNameNS(atom, tag).length > 0),
        entries: [...root.getElementsByTagNameNS(atom, 'entry')].map((entry) => ({
          id: entry.getElementsByTagNameNS(atom, 'id')[0]?.textContent,
          link: entry.getElementsByTagNameNS(atom, 'link')[0]?.getAttribute('href'),
          hasTitleAndUpdated: ['title', 'updated'].every((tag) => entry.getElementsByTagNameNS(atom, tag).length === 1),
        })),
      };
    });
    expect(feed.error).toBe(false);
    expect(feed.root).toBe('http://www.w3.org/2005/Atom feed');
    expect(feed.required).toEqual([true, true, true]);
    expect(feed.entries.map((e) => e.link)).toEqual([
      `${origin}/blog/strong-leap-s3-vs-s3-pro`,
      `${origin}/blog/smart-tv-vs-android-box`,
    ]);
    for (const entry of feed.entries) {
      expect(entry.id).toBe(entry.link);
      expect(entry.hasTitleAndUpdated).toBe(true);
    }
    await context.close();
  });
});
