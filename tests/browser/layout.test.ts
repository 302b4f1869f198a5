import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, isOnScreen, MOBILE } from '../support/browser';
import { servedSite } from '../support/served-site';
import { loadRoutes, NOT_FOUND_PATH, type RouteTable } from '../support/site';

const site = servedSite();
const table: RouteTable = await loadRoutes();
/** The home page: the longest built page gives the header room to scroll and exercises the shared layout. */
const samplePath = '/';

async function newPage(
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.browser.newContext({ viewport: DESKTOP, ...options });
  return { context, page: await context.newPage() };
}

/** Lets the page run its scroll/rAF handlers: two animation frames. */
function settle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

function htmlClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.documentElement.classList]);
}

/**
 * Installed before any page script: records the <html> class when <body> is first inserted (the head,
 * with its inline theme script, is parsed by then) and at every animation frame, i.e. what each paint saw.
 */
const PAINT_RECORDER = `(() => {
  const w = window;
  w.__theme = { atBody: null, frames: [] };
  const cls = () => (document.documentElement ? document.documentElement.className : '');
  const observer = new MutationObserver(() => {
    if (document.body && w.__theme.atBody === null) {
      w.__theme.atBody = cls();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  let frames = 0;
  const frame = () => {
    if (document.body) w.__theme.frames.push(cls());
    if (++frames < 30 || document.readyState !== 'complete') requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

interface PaintLog {
  atBody: string | null;
  frames: string[];
}

async function paintLog(page: Page): Promise<PaintLog> {
  await page.waitForFunction(() => (window as unknown as { __theme: PaintLog }).__theme.frames.length >= 3);
  return page.evaluate(() => (window as unknown as { __theme: PaintLog }).__theme);
}

function themeOf(className: string): string[] {
  return className.split(/\s+/).filter((c) => c === 'dark' || c === 'light');
}

describe('theme', () => {
  it('defaults to dark with empty storage, from the very first paint', async () => {
    const { context, page } = await newPage();
    await context.addInitScript(PAINT_RECORDER);
    await page.goto(site.server.url + samplePath);
    const log = await paintLog(page);
    expect(themeOf(log.atBody ?? ''), `class when <body> was inserted: "${log.atBody}"`).toEqual(['dark']);
    expect(new Set(log.frames.map((f) => themeOf(f).join(' '))), 'themes seen by painted frames').toEqual(
      new Set(['dark']),
    );
    expect(await htmlClasses(page)).toContain('js');
    await context.close();
  });

  it('the toggle switches dark ⇄ light, and the choice persists across reloads before first paint', async () => {
    const { context, page } = await newPage();
    await context.addInitScript(PAINT_RECORDER);
    await page.goto(site.server.url + samplePath);
    const toggle = page.locator('button[data-theme-toggle]').first();

    await toggle.click();
    expect(themeOf((await htmlClasses(page)).join(' '))).toEqual(['light']);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.reload();
    let log = await paintLog(page);
    expect(themeOf(log.atBody ?? ''), `class when <body> was inserted: "${log.atBody}"`).toEqual(['light']);
    expect(new Set(log.frames.map((f) => themeOf(f).join(' '))), 'no painted frame may show the dark theme').toEqual(
      new Set(['light']),
    );

    // Another page of the site reads the same stored choice.
    const other = '/about';
    await page.goto(site.server.url + other);
    log = await paintLog(page);
    expect(themeOf(log.atBody ?? ''), `${other}: class when <body> was inserted`).toEqual(['light']);

    await page.locator('button[data-theme-toggle]').first().click();
    expect(themeOf((await htmlClasses(page)).join(' '))).toEqual(['dark']);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    log = await paintLog(page);
    expect(themeOf(log.atBody ?? '')).toEqual(['dark']);
    expect(new Set(log.frames.map((f) => themeOf(f).join(' ')))).toEqual(new Set(['dark']));
    await context.close();
  });

  it('the two themes look different (the toggle changes the page background)', async () => {
    const { context, page } = await newPage();
    await page.goto(site.server.url + samplePath);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    await page.locator('button[data-theme-toggle]').first().click();
    await expect.poll(background).not.toBe(dark);
    await context.close();
  });
});

describe('header', () => {
  it('gets is-scrolled once the page is scrolled more than 10 px, and loses it back at the top', async () => {
    const { context, page } = await newPage({ viewport: { width: DESKTOP.width, height: 500 } });
    await page.goto(site.server.url + samplePath);
    const header = page.locator('[data-header]');
    const scrolled = async () => (await header.getAttribute('class'))?.split(/\s+/).includes('is-scrolled') ?? false;
    /** Background and blur of the header as painted (on the element or on the pseudo-element that carries its backdrop). */
    const look = () =>
      header.evaluate((el) =>
        [getComputedStyle(el), getComputedStyle(el, '::before')]
          .map((s) => `${s.backgroundColor}|${s.backdropFilter || s.getPropertyValue('-webkit-backdrop-filter')}`)
          .join(' / '),
      );
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - innerHeight),
      'the page must be tall enough to scroll',
    ).toBeGreaterThan(60);

    await settle(page);
    expect(await scrolled(), 'at the top').toBe(false);
    const atTop = await look();
    expect(atTop, 'no blurred background at the top').not.toContain('blur');

    await page.evaluate(() => scrollTo(0, 10));
    await settle(page);
    expect(await page.evaluate(() => scrollY)).toBe(10);
    expect(await scrolled(), 'at exactly 10 px').toBe(false);

    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 200);
    await expect.poll(scrolled, { message: 'after scrolling down' }).toBe(true);
    await expect.poll(look, { message: 'the scrolled header has a blurred background' }).toContain('blur');

    await page.evaluate(() => scrollTo(0, 0));
    await expect.poll(scrolled, { message: 'back at the top' }).toBe(false);
    await expect.poll(look, { message: 'blur gone back at the top' }).not.toContain('blur');
    await context.close();
  });
});

describe('mobile menu (390 px)', () => {
  it('opens with the toggle, closes on Escape and when a link inside it is clicked', async () => {
    const { context, page } = await newPage({ viewport: MOBILE, hasTouch: true });
    await page.goto(site.server.url + samplePath);
    const toggle = page.locator('button[data-menu-toggle]');
    const menu = page.locator('[data-menu]');
    const firstLink = '[data-menu] a[href]';
    const isOpen = async () => ((await menu.getAttribute('class')) ?? '').split(/\s+/).includes('is-open');

    await expect.poll(() => toggle.isVisible(), { message: 'menu toggle visible at 390 px' }).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await isOnScreen(page, firstLink), 'closed menu must not show its links').toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await isOpen()).toBe(true);
    await expect.poll(() => isOnScreen(page, firstLink), { message: 'open menu shows its links' }).toBe(true);

    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await isOpen()).toBe(false);
    await expect.poll(() => isOnScreen(page, firstLink), { message: 'menu hidden again after Escape' }).toBe(false);
    expect(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle')),
      'focus returns to the toggle',
    ).toBe(true);

    // Click a link to another page, but answer that navigation with 204 so the page stays and we can look at the menu.
    await toggle.click();
    await expect.poll(() => isOnScreen(page, firstLink)).toBe(true);
    const link = page.locator('[data-menu] a[href^="/"]').filter({ visible: true }).first();
    const href = await link.getAttribute('href');
    const target = new URL(href!, site.server.url).pathname;
    await page.route(
      (url) => url.pathname === target,
      (route) => route.fulfill({ status: 204 }),
    );
    await link.click();
    expect(await toggle.getAttribute('aria-expanded'), `after clicking ${href}`).toBe('false');
    expect(await isOpen()).toBe(false);
    await expect.poll(() => isOnScreen(page, firstLink), { message: 'menu hidden after a link click' }).toBe(false);
    await page.unrouteAll();
    await context.close();
  });

  it('keyboard focus never lands on a link of the closed menu', async () => {
    const { context, page } = await newPage({ viewport: MOBILE });
    await page.goto(site.server.url + samplePath);
    const insideClosedMenu: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        return el?.closest('[data-menu]') ? el.outerHTML.slice(0, 80) : null;
      });
      if (where) insideClosedMenu.push(where);
    }
    expect(insideClosedMenu).toEqual([]);
    await context.close();
  });
});

describe('Countries dropdown (keyboard)', () => {
  it('Tab reaches the summary, Enter opens it, its 18 country links take focus in order, Escape closes it', async () => {
    const { context, page } = await newPage();
    await page.goto(site.server.url + samplePath);
    const onSummary = () =>
      page.evaluate(() => document.activeElement?.matches('details[data-dropdown] > summary') ?? false);
    let tabs = 0;
    while (!(await onSummary()) && tabs < 40) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(await onSummary(), `Countries summary not reached in ${tabs} Tab presses`).toBe(true);
    const details = page.locator('details[data-dropdown]').filter({ has: page.locator('summary:focus') });
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);

    await page.keyboard.press('Enter');
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open), 'Enter opens the dropdown').toBe(true);

    const focused: string[] = [];
    for (let i = 0; i < table.content.countries.length; i++) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const rect = el?.getBoundingClientRect();
        return {
          inside: !!el?.closest('details[data-dropdown]'),
          href: el?.getAttribute('href') ?? el?.tagName ?? '',
          shown: !!rect && rect.width > 0 && rect.height > 0 && getComputedStyle(el!).visibility !== 'hidden',
        };
      });
      expect(state.inside, `Tab ${i + 1} left the dropdown (on ${state.href})`).toBe(true);
      expect(state.shown, `${state.href} has focus but is not shown`).toBe(true);
      focused.push(state.href);
    }
    expect(focused).toEqual(table.content.countries.map((c) => c.path));
    expect(focused).toHaveLength(18);

    await page.keyboard.press('Escape');
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open), 'Escape closes the dropdown').toBe(false);
    expect(await onSummary(), 'focus returns to the summary').toBe(true);
    await context.close();
  });
});

describe('unknown paths', () => {
  it('show the 404 page with a link home, and log the attempted path to the console', async () => {
    const { context, page } = await newPage();
    const logs: string[] = [];
    page.on('console', (m: ConsoleMessage) => logs.push(m.text()));
    const response = await page.goto(`${site.server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Oops! Page not found');
    const home = page.getByRole('link', { name: 'Return to Home', exact: true });
    expect(await home.isVisible()).toBe(true);
    expect(await home.getAttribute('href')).toBe('/');
    expect(new URL(page.url()).pathname, 'an unknown path other than /blog/* stays where it is').toBe('/no-such-page');
    await expect
      .poll(() => logs.some((l) => l.includes('/no-such-page')), { message: `console: ${JSON.stringify(logs)}` })
      .toBe(true);
    await home.click();
    await page.waitForURL(`${site.server.url}/`);
    await context.close();
  });

  it('/blog/<unknown> replaces itself with /blog', async () => {
    const { context, page } = await newPage();
    await page.goto(site.server.url + samplePath);
    await page.goto(`${site.server.url}/blog/nope`);
    await page.waitForURL(`${site.server.url}/blog`);
    const blog = table.built.find((r) => r.path === '/blog');
    expect(blog, '/blog is a built route').toBeDefined();
    expect(await page.title()).toBe(blog!.title);
    // Replaced, not pushed: Back goes to the page before, not to the dead URL (which would redirect again).
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe(samplePath);
    await context.close();
  });
});

describe('without JavaScript', () => {
  let desktopPage: Page;

  // One script-less page at 1280 px navigates to every route in turn: a context and renderer per route cost more than the checks.
  beforeAll(async () => {
    ({ page: desktopPage } = await newPage({ javaScriptEnabled: false }));
  });

  afterAll(async () => {
    await desktopPage?.context().close();
  });

  /** What a visitor without JavaScript misses on one page: hidden navigation, countries, footer or content. */
  async function problemsWithoutScript(page: Page, routePath: string): Promise<string[]> {
    const where = `${routePath} @${page.viewportSize()!.width}px`;
    await page.goto(site.server.url + (routePath === NOT_FOUND_PATH ? '/no-such-page' : routePath));
    const footer = page.locator('footer');
    // The page runs no script, so nothing changes between these reads: they go to the browser at once.
    const [classes, navigationShown, countriesShown, menuButtonShown, footerShown, hiddenFooterLinks, hiddenReveal] =
      await Promise.all([
        htmlClasses(page),
        Promise.all(
          table.content.site.navigation.map((item) =>
            page.locator(`[data-header] a[href="${item.path}"]`).first().isVisible(),
          ),
        ),
        page.locator('details[data-dropdown] > summary').first().isVisible(),
        page.locator('button[data-menu-toggle]').isVisible(),
        footer.isVisible(),
        footer
          .locator('a[href]')
          .evaluateAll((links) =>
            links.filter((a) => (a as HTMLElement).offsetParent === null).map((a) => a.getAttribute('href')),
          ),
        page.locator('[data-reveal]').evaluateAll((els) =>
          els
            .filter((el) => {
              const s = getComputedStyle(el);
              return s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) < 0.99;
            })
            .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`),
        ),
      ]);
    const problems: string[] = [];
    if (!classes.includes('dark') || classes.includes('js'))
      problems.push(`${where}: <html class="${classes.join(' ')}">, expected dark without js`);
    table.content.site.navigation.forEach((item, i) => {
      if (!navigationShown[i]) problems.push(`${where}: header link ${item.path} not visible`);
    });
    if (!countriesShown) problems.push(`${where}: Countries dropdown not visible`);
    if (menuButtonShown) problems.push(`${where}: the menu button shows but cannot work without JavaScript`);
    if (!footerShown) problems.push(`${where}: footer not visible`);
    if (hiddenFooterLinks.length) problems.push(`${where}: footer links not shown: ${hiddenFooterLinks.join(', ')}`);
    if (hiddenReveal.length) problems.push(`${where}: data-reveal content hidden: ${hiddenReveal.join(', ')}`);
    return problems;
  }

  // One test per page, each with its own budget: a single test over all pages outgrew any fixed limit on a loaded machine.
  it.each(table.built.map((r) => r.path))(
    '%s shows its navigation, countries, footer and all content at 1280 px',
    async (routePath) => {
      expect(await problemsWithoutScript(desktopPage, routePath)).toEqual([]);
    },
  );

  // The shared header is the same markup everywhere: phone width once.
  it('the home page shows its navigation, countries, footer and all content at 390 px', async () => {
    const { context, page } = await newPage({ viewport: MOBILE, javaScriptEnabled: false });
    try {
      expect(await problemsWithoutScript(page, samplePath)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the Countries dropdown opens by click without JavaScript', async () => {
    const { context, page } = await newPage({ javaScriptEnabled: false });
    await page.goto(site.server.url + samplePath);
    await page.locator('details[data-dropdown] > summary').first().click();
    const first = `details[data-dropdown] a[href="${table.content.countries[0]!.path}"]`;
    await expect.poll(() => isOnScreen(page, first)).toBe(true);
    await context.close();
  });
});

describe('flags', () => {
  it("each country in the footer shows its own flag, as the sprite's symbol for it draws it", async () => {
    // Reference drawings are data: images, which the site's CSP rightly refuses.
    const { context, page } = await newPage({ bypassCSP: true });
    await page.goto(site.server.url + samplePath);
    const flags = await page.evaluate(async () => {
      const draw = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = new OffscreenCanvas(30, 20);
        const context2d = canvas.getContext('2d')!;
        context2d.drawImage(image, 0, 0, 30, 20);
        return context2d.getImageData(0, 0, 30, 20).data;
      };
      const images = [...document.querySelectorAll<HTMLImageElement>('footer .flag img')];
      const spriteUrl = images[0]!.src.split('#')[0]!;
      const sprite = new DOMParser().parseFromString(await (await fetch(spriteUrl)).text(), 'image/svg+xml');
      // A flag's symbol may draw another's (Australia's draws the Union Jack's), so each reference carries them all.
      const symbols = [...sprite.querySelectorAll('symbol')].map((symbol) => symbol.outerHTML).join('');
      return Promise.all(
        images.map(async (image) => {
          const code = image.src.split('#flag-')[1]!;
          const alone = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20">${symbols}<use href="#${code}" width="30" height="20"/></svg>`;
          const [shown, expected] = await Promise.all([
            draw(image.src),
            draw(`data:image/svg+xml,${encodeURIComponent(alone)}`),
          ]);
          // Away from the corners, which the view rounds.
          let differing = 0;
          for (let y = 3; y < 17; y++)
            for (let x = 3; x < 27; x++)
              for (let c = 0; c < 3; c++)
                if (Math.abs(shown[(y * 30 + x) * 4 + c]! - expected[(y * 30 + x) * 4 + c]!) > 24) differing++;
          return { code, differing };
        }),
      );
    });
    await context.close();
    expect(flags.map((flag) => flag.code)).toEqual(table.content.countries.map((country) => country.flag));
    expect(flags.filter((flag) => flag.differing > 0)).toEqual([]);
  });
});
