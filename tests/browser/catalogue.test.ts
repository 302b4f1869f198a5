import { HtmlValidate } from 'html-validate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelsFile } from '../../build/content/channels';
import { regionKeys } from '../../shared/content/channels';
import { serializeSnapshot } from '../../build/snapshot/write';
import { syntheticSnapshot } from '../fixtures/synthetic-channels';
import { DESKTOP, MOBILE, launchBrowser } from '../support/browser';
import { htmlValidateConfig } from '../support/htmlvalidate';
import { buildBudget, copyProject, describeBuild, type ProjectCopy } from '../support/project-copy';
import { startServer, type RunningServer } from '../support/server';

const xss = '<img src=x onerror="window.__xss=1">';
const hostile = [
  { category: 'ZABAVA – Srbija', name: xss },
  { category: 'ZABAVA – Srbija', name: `He said "hi" & it's <b>bold</b>` },
  { category: 'ZABAVA – Srbija', name: `Long${'N'.repeat(496)}` },
  { category: 'ZABAVA – Srbija', name: 'ערוץ 2 HD' },
  { category: '<script>window.__xss=2</script>', name: 'Script category channel' },
];
// One big category, so 'show more' can be clicked until it runs out.
const events = Array.from({ length: 130 }, (_, i) => ({ category: 'PPV – Srbija', name: `PPV Event ${i + 1} HD` }));
// Names with đ, which Unicode does not decompose: a visitor types d.
const withDj = [
  { category: 'LOKALNI – Srbija', name: 'Đurđevdan TV' },
  { category: 'LOKALNI – Srbija', name: 'TV Međurečje' },
];
const snapshot = syntheticSnapshot({ count: 4_000, extraExyu: [...hostile, ...events, ...withDj] });
const allChannels = regionKeys.flatMap((region) => snapshot.regions[region].channels.map((c) => ({ ...c, region })));

let copy: ProjectCopy;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  copy = copyProject('catalogue-browser-');
  copy.write(channelsFile, serializeSnapshot(snapshot));
  const result = await copy.buildAsync();
  if (result.status !== 0) throw new Error(describeBuild(result));
  server = await startServer(copy.root);
  browser = await launchBrowser();
}, buildBudget(1));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  copy?.remove();
});

/** Waits until the page's channel data has arrived, or failed: the loading text is gone. */
const dataSettled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[data-loading]')!.classList.contains('is-loading'));

async function open(path: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.dismiss());
  await page.goto(`${server.url}${path}`);
  if (javaScriptEnabled) await dataSettled(page);
  return page;
}

interface View {
  pressed: string[];
  regions: string[];
  categories: { name: string; open: boolean; badge: number; shown: string[] }[];
  status: string;
  q: string;
}

/** What the visitor sees once the view is complete: pressed region, region headings, each category with its badge and listed channels, the status line. */
async function view(page: Page): Promise<View> {
  await page.waitForFunction(() => !document.querySelector('[data-results]')!.hasAttribute('aria-busy'));
  return page.evaluate(() => ({
    pressed: [...document.querySelectorAll('[data-region][aria-pressed="true"]')].map((b) => b.textContent!.trim()),
    regions: [...document.querySelectorAll('.catalogue-region h2')].map((h) => h.textContent!),
    categories: [...document.querySelectorAll<HTMLDetailsElement>('.catalogue-category')].map((d) => ({
      name: d.querySelector('.catalogue-category-name')!.textContent!,
      open: d.open,
      badge: Number(d.querySelector('summary .badge')!.textContent),
      shown: [...d.querySelectorAll('.channel-name')].map((n) => n.textContent!),
    })),
    status: document.querySelector('[data-status]')!.textContent!,
    q: (document.querySelector('#catalogue-search') as HTMLInputElement).value,
  }));
}

const summaryOf = (v: View) =>
  `Prikazano kanala: ${v.categories.reduce((s, c) => s + c.badge, 0).toLocaleString('de-DE')} · kategorija: ${v.categories.length}`;

// Typing into a 4,000-channel page and waiting for each view: a budget for a 2-core box the whole suite loads.
describe('catalogue with scripts', { timeout: 60_000 }, () => {
  it('opens on Ex-Yu with every category expanded, 50 channels at most each, and a summary that adds up', async () => {
    const page = await open('/lista-kanala');
    const v = await view(page);
    expect(v.pressed).toEqual(['Ex-Yu']);
    expect(v.regions).toEqual(['Ex-Yu']);
    expect(v.categories.length).toBeGreaterThan(20);
    expect(v.categories.every((c) => c.open)).toBe(true);
    // The categories on screen are filled at once; the rest as they scroll near, each with its first 50.
    for (const c of v.categories.slice(0, 2)) expect(c.shown).toHaveLength(Math.min(50, c.badge));
    expect(v.categories.every((c) => c.shown.length === 0 || c.shown.length === Math.min(50, c.badge))).toBe(true);
    expect(v.status).toBe(summaryOf(v));
    const last = page.locator('.catalogue-category').last();
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await view(page)).categories.at(-1)!.shown.length)
      .toBe(Math.min(50, v.categories.at(-1)!.badge));
    await page.context().close();
  });

  it('switches regions: Europa expanded, Rest of world collapsed, All regions shows all three', async () => {
    const page = await open('/lista-kanala');
    await page.getByRole('button', { name: 'Europa' }).click();
    let v = await view(page);
    expect([v.pressed, v.regions]).toEqual([['Europa'], ['Europa']]);
    expect(v.categories.every((c) => c.open)).toBe(true);
    await page.getByRole('button', { name: 'Ostatak svijeta' }).click();
    v = await view(page);
    expect(v.regions).toEqual(['Ostatak svijeta']);
    expect(v.categories.every((c) => !c.open && c.shown.length === 0)).toBe(true);
    await page.getByRole('button', { name: 'Sve regije' }).click();
    v = await view(page);
    expect(v.regions).toEqual(['Ex-Yu', 'Europa', 'Ostatak svijeta']);
    expect(v.status).toBe(summaryOf(v));
    expect(v.categories.reduce((s, c) => s + c.badge, 0)).toBe(4_000 + hostile.length + events.length + withDj.length);
    await page.context().close();
  });

  it('searches names and categories without regard to case or diacritics, and names the term when nothing matches', async () => {
    const page = await open('/lista-kanala?region=all');
    // What 'cakovec' must find, read off the fixture with a plain pattern rather than the page's own folding.
    const cakovec = /[cč]akovec/i;
    const expected = allChannels.filter((c) => cakovec.test(c.name) || cakovec.test(c.category));
    await page.locator('#catalogue-search').fill('cakovec');
    let v = await view(page);
    expect(expected.length, 'the fixture has TV Čakovec channels').toBeGreaterThan(50);
    expect(v.categories.every((c) => c.open)).toBe(true);
    expect(v.categories.reduce((s, c) => s + c.badge, 0)).toBe(expected.length);
    expect(v.categories.length).toBe(new Set(expected.map((c) => `${c.region} ${c.category}`)).size);
    expect(new Set(v.categories.map((c) => c.name))).toEqual(new Set(expected.map((c) => c.category)));
    const first = v.categories[0]!;
    expect(first.shown).toHaveLength(Math.min(50, first.badge));
    const firstNames = new Set(expected.filter((c) => c.category === first.name).map((c) => c.name));
    expect(
      first.shown.filter((name) => !firstNames.has(name)),
      `shown in ${first.name} but not a match of the fixture`,
    ).toEqual([]);
    expect(
      v.categories.flatMap((c) => c.shown).filter((name) => !cakovec.test(name)),
      'shown names that do not match',
    ).toEqual([]);

    // đ has no decomposition: 'durdevdan' and 'ĐURĐ' find Đurđevdan, 'medurecje' finds Međurečje.
    for (const [term, name] of [
      ['durdevdan', 'Đurđevdan TV'],
      ['ĐURĐ', 'Đurđevdan TV'],
      ['medurecje', 'TV Međurečje'],
    ] as const) {
      await page.locator('#catalogue-search').fill(term);
      v = await view(page);
      expect(
        v.categories.map((c) => [c.name, c.shown]),
        term,
      ).toEqual([['LOKALNI – Srbija', [name]]]);
    }

    await page.locator('#catalogue-search').fill('DOKUMENTARNI – srb');
    v = await view(page);
    expect(v.categories.map((c) => c.name)).toEqual(['DOKUMENTARNI – Srbija']);
    expect(v.status).toBe(summaryOf(v));

    await page.locator('#catalogue-search').fill('zzz nema');
    v = await view(page);
    expect(v.categories).toEqual([]);
    expect(v.status).toBe('Nema rezultata za pretragu „zzz nema”.');
    await page.context().close();
  });

  it('adds exactly 50 channels per show-more click, until the category is complete', async () => {
    const page = await open('/lista-kanala?q=ppv event');
    const category = page.locator('.catalogue-category');
    const shown = async () => (await view(page)).categories[0]!.shown.length;
    expect((await view(page)).categories.map((c) => [c.name, c.badge])).toEqual([['PPV – Srbija', 130]]);
    expect(await shown()).toBe(50);
    await category.getByRole('button', { name: 'Prikaži još 50' }).click();
    expect(await shown()).toBe(100);
    await category.getByRole('button', { name: 'Prikaži još 50' }).click();
    expect(await shown()).toBe(130);
    expect(await category.getByRole('button', { name: 'Prikaži još 50' }).count()).toBe(0);
    await page.context().close();
  });

  it('typing on keeps a category whose channels stay the same, with the channels the visitor expanded', async () => {
    const page = await open('/lista-kanala?q=ppv even');
    const search = page.locator('#catalogue-search');
    const categories = async () => (await view(page)).categories.map((c) => [c.name, c.badge, c.shown.length]);
    await page.getByRole('button', { name: 'Prikaži još 50' }).click();
    expect(await categories()).toEqual([['PPV – Srbija', 130, 100]]);
    await search.press('End');
    await search.press('t');
    expect(await categories()).toEqual([['PPV – Srbija', 130, 100]]);
    await search.pressSequentially(' 1');
    expect(await categories()).toEqual([['PPV – Srbija', 42, 42]]);
    await page.context().close();
  });

  it('a view reached by typing shows what the same search opened afresh shows, where the top categories stayed and the rest changed', async () => {
    const page = await open('/lista-kanala?region=all');
    const search = page.locator('#catalogue-search');
    // 'sp' → 'spo' and 'sport k' → 'sport kl' keep some leading categories of a view of over a hundred and change the rest;
    // 'sp', a backspace back to the 's' shown before, then 'sa' searches on from a view found again, not one just computed.
    for (const [typed, keys, term] of [
      ['sp', ['o'], 'spo'],
      ['sport k', ['l'], 'sport kl'],
      ['s', ['p', 'Backspace', 'a'], 'sa'],
    ] as const) {
      await search.fill(typed);
      await view(page);
      for (const key of keys) await search.press(key);
      const typedView = await view(page);
      expect(typedView.q).toBe(term);
      const fresh = await open(`/lista-kanala?q=${encodeURIComponent(term)}&region=all`);
      const freshView = await view(fresh);
      await fresh.context().close();
      const outline = (v: View) => ({
        regions: v.regions,
        status: v.status,
        categories: v.categories.map((c) => [c.name, c.open, c.badge]),
      });
      expect(outline(typedView)).toEqual(outline(freshView));
      expect(typedView.categories.length).toBeGreaterThan(100);
      typedView.categories.forEach((c, i) => {
        const common = Math.min(c.shown.length, freshView.categories[i]!.shown.length);
        expect(c.shown.slice(0, common)).toEqual(freshView.categories[i]!.shown.slice(0, common));
      });
    }
    await page.context().close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ])(
    'on a %s, the frame after each keystroke lists the channels the screen shows and two rows more at most; the rest of the page and the categories below fill once typing pauses',
    async (_, viewport) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${server.url}/lista-kanala?region=all`);
      await dataSettled(page);
      type Shown = { badge: number; listed: number; added: number; below: number; lastBottom: number; top: number };
      // What each keystroke's next frame paints of the first two open categories: badge, channels listed and how many of
      // them the keystroke's own handler added, those wholly below the screen, where the last listed one ends and where
      // the category starts. Rows listed once typing paused are not the keystroke's: a category kept from the view
      // before may have filled then, and a key that leaves the view as it is (a trailing space) lets that filling go on.
      await page.evaluate(() => {
        const w = window as unknown as { __frames: Shown[][] };
        w.__frames = [];
        const listed = (d: Element) => d.querySelectorAll('.channel').length;
        let listedBefore = new Map<Element, number>();
        // Capturing on window runs before the catalogue's own listener on the search box, bubbling to it after.
        window.addEventListener(
          'input',
          () =>
            (listedBefore = new Map([...document.querySelectorAll('.catalogue-category')].map((d) => [d, listed(d)]))),
          { capture: true },
        );
        window.addEventListener('input', () => {
          const added = new Map(
            [...document.querySelectorAll('.catalogue-category')].map((d) => [
              d,
              listed(d) - (listedBefore.get(d) ?? 0),
            ]),
          );
          requestAnimationFrame(() =>
            w.__frames.push(
              [...document.querySelectorAll<HTMLDetailsElement>('.catalogue-category[open]')].slice(0, 2).map((d) => {
                const rows = [...d.querySelectorAll('.channel')].map((row) => row.getBoundingClientRect());
                return {
                  badge: Number(d.querySelector('summary .badge')!.textContent),
                  listed: rows.length,
                  added: added.get(d) ?? 0,
                  below: rows.filter((row) => row.top >= innerHeight).length,
                  lastBottom: rows.at(-1)?.bottom ?? 0,
                  top: d.getBoundingClientRect().top,
                };
              }),
            ),
          );
        });
      });
      // Small categories first, then larger ones; the pause lets the categories near the screen fill their first page.
      const search = page.locator('#catalogue-search');
      await search.pressSequentially('sport', { delay: 40 });
      await page.waitForTimeout(500);
      await search.pressSequentially(' k', { delay: 40 });
      await search.press('Escape');
      await search.pressSequentially('ppv', { delay: 40 });
      const { frames, height, columns } = await page.evaluate(() => ({
        frames: (window as unknown as { __frames: Shown[][] }).__frames,
        height: innerHeight,
        columns: getComputedStyle(document.querySelector('.channel-grid')!).gridTemplateColumns.split(' ').length,
      }));
      expect(frames).toHaveLength('sport k'.length + 'ppv'.length);
      for (const categories of frames) {
        expect(categories[0]!.listed).toBeGreaterThan(0);
        let partly = false;
        for (const { badge, listed, added, below, lastBottom, top } of categories) {
          const firstPage = Math.min(50, badge);
          // Nothing the screen shows waits: a category on screen lists its first page, or rows past the screen's bottom.
          if (top < height && !partly) expect(listed === firstPage || lastBottom >= height).toBe(true);
          // Below a category listed in part, nothing is listed yet.
          if (partly) expect(listed).toBe(0);
          // Region headings are not counted, so a keystroke may list a row or two past the screen.
          if (added > 0) expect(below).toBeLessThanOrEqual(2 * columns);
          partly ||= listed < firstPage;
        }
      }
      // A first page runs past the screen: some keystroke listed only part of one.
      expect(
        frames.some((categories) => categories.some((c) => c.listed > 0 && c.listed < Math.min(50, c.badge))),
      ).toBe(true);
      // Once typing pauses, each category listed in part lists its whole first page, with its show-more button where it has more.
      const settled = (await view(page)).categories.filter((c) => c.open).slice(0, 2);
      for (const [i, category] of settled.entries()) {
        if (category.shown.length === 0) continue;
        expect(category.shown).toHaveLength(Math.min(50, category.badge));
        const more = page.locator('.catalogue-category[open]').nth(i).getByRole('button', { name: 'Prikaži još 50' });
        expect(await more.count()).toBe(category.badge > 50 ? 1 : 0);
      }
      await page.waitForFunction(
        () => document.querySelectorAll('.catalogue-category[open]')[1]?.querySelector('.channel') !== null,
      );
      await context.close();
    },
  );

  it('a keystroke observes no category on its own path and none twice: the categories below are observed once typing pauses', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    // Each category the page asks the browser to watch: observed while already observed (a toggle event registering it
    // again), or within a keystroke's input event (the browser's first look at it then lands on that key's frames).
    await page.addInitScript(() => {
      const w = window as unknown as { __calls: { twice: number; onKey: number; all: number } };
      w.__calls = { twice: 0, onKey: 0, all: 0 };
      const observed = new Set<Element>();
      let onKey = false;
      window.addEventListener('input', () => (onKey = true), true);
      window.addEventListener('input', () => (onKey = false));
      const { observe, unobserve } = IntersectionObserver.prototype;
      IntersectionObserver.prototype.observe = function (target) {
        if (target.matches('.catalogue-category')) {
          w.__calls.all++;
          if (observed.has(target)) w.__calls.twice++;
          if (onKey) w.__calls.onKey++;
          observed.add(target);
        }
        return observe.call(this, target);
      };
      IntersectionObserver.prototype.unobserve = function (target) {
        observed.delete(target);
        return unobserve.call(this, target);
      };
    });
    await page.goto(`${server.url}/lista-kanala?region=all`);
    await dataSettled(page);
    await page.locator('#catalogue-search').pressSequentially('sport k', { delay: 40 });
    await view(page);
    await page.waitForFunction(
      () => document.querySelectorAll('.catalogue-category[open]')[1]?.querySelector('.channel') !== null,
    );
    const calls = await page.evaluate(() => (window as unknown as { __calls: object }).__calls);
    expect(calls).toEqual({ twice: 0, onKey: 0, all: expect.any(Number) });
    expect((calls as { all: number }).all).toBeGreaterThan(0);
    await context.close();
  });

  it('the list a keystroke fills for its own frame gets no content-visibility first look, which costs a second frame; lists filled as they scroll near do', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lookedAt: Set<Element> };
      w.__lookedAt = new Set();
      document.addEventListener(
        'contentvisibilityautostatechange',
        (event) => w.__lookedAt.add(event.target as Element),
        true,
      );
    });
    await page.goto(`${server.url}/lista-kanala?region=all`);
    await dataSettled(page);
    // The lists each keystroke fills for its frame: those listing more channels in that frame than before the key.
    await page.evaluate(() => {
      const w = window as unknown as { __filled: Element[][] };
      w.__filled = [];
      const lists = () => [...document.querySelectorAll('.catalogue-category[open] .channel-grid')];
      window.addEventListener(
        'input',
        () => {
          const before = new Map(lists().map((list) => [list, list.childElementCount]));
          requestAnimationFrame(() =>
            w.__filled.push(lists().filter((list) => list.childElementCount > (before.get(list) ?? 0))),
          );
        },
        true,
      );
    });
    await page.locator('#catalogue-search').pressSequentially('sport k', { delay: 40 });
    await view(page);
    await page.waitForFunction(
      () => document.querySelectorAll('.catalogue-category[open]')[1]?.querySelector('.channel') !== null,
    );
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __lookedAt: Set<Element>; __filled: Element[][] };
      return {
        keys: w.__filled.length,
        filled: w.__filled.flat().length,
        filledLookedAt: w.__filled.flat().filter((list) => w.__lookedAt.has(list)).length,
        lookedAt: w.__lookedAt.size,
      };
    });
    expect(seen.keys).toBe('sport k'.length);
    expect(seen.filled).toBeGreaterThan(0);
    expect(seen.filledLookedAt).toBe(0);
    expect(seen.lookedAt).toBeGreaterThan(0);
    await context.close();
  });

  it('switches on show-more in the default view the HTML already showed', async () => {
    const page = await open('/lista-kanala');
    const index = (await view(page)).categories.findIndex((c) => c.name === 'PPV – Srbija');
    const category = page.locator('.catalogue-category').nth(index);
    const shown = async () => (await view(page)).categories[index]!.shown.length;
    expect(await shown()).toBe(50);
    // Enter on the focused button: no pointer to land beside it while the lists around it lay out on a loaded machine.
    await category.getByRole('button', { name: 'Prikaži još 50' }).press('Enter');
    await expect.poll(shown, { timeout: 10_000 }).toBe(100);
    await page.context().close();
  });

  it('restores search and region from the URL, and back and forward walk the views', async () => {
    const page = await open('/lista-kanala?q=rts&region=all');
    let v = await view(page);
    expect([v.q, v.pressed]).toEqual(['rts', ['Sve regije']]);
    expect(v.categories.flatMap((c) => c.shown).filter((name) => !/rts/i.test(name))).toEqual([]);
    await page.getByRole('button', { name: 'Europa' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=rts&region=europa');
    await page.goBack();
    v = await view(page);
    expect([v.q, v.pressed, v.regions.length]).toEqual(['rts', ['Sve regije'], 3]);
    await page.goForward();
    expect((await view(page)).pressed).toEqual(['Europa']);
    await page.context().close();
  });

  it('a typed word is one history entry: back returns to the view before it, forward to the word', async () => {
    const page = await open('/lista-kanala');
    await page.locator('#catalogue-search').pressSequentially('arena');
    // The address bar takes the word once typing pauses.
    await expect.poll(() => new URL(page.url()).search, { timeout: 5_000 }).toBe('?q=arena');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect((await view(page)).q).toBe('');
    await page.goForward();
    await expect.poll(async () => (await view(page)).q).toBe('arena');
    await page.context().close();
  });

  it('leaving the search box puts its term in the address bar at once, for a link copied or a reload', async () => {
    const page = await open('/lista-kanala');
    await page.locator('#catalogue-search').pressSequentially('arena');
    await page.locator('#catalogue-search').press('Tab');
    expect(await page.evaluate(() => location.search)).toBe('?q=arena');
    await page.reload();
    await dataSettled(page);
    expect((await view(page)).q).toBe('arena');
    await page.context().close();
  });

  it('Esc straight after typing makes a new entry: back returns to the whole word typed', async () => {
    const page = await open('/lista-kanala');
    await page.locator('#catalogue-search').pressSequentially('arena');
    await page.locator('#catalogue-search').press('Escape');
    // Esc's entry is written with the frame that shows the cleared view; back is pressed after it.
    await expect.poll(() => page.evaluate(() => location.search)).toBe('');
    await page.goBack();
    await expect.poll(async () => (await view(page)).q).toBe('arena');
    expect(await page.evaluate(() => location.search)).toBe('?q=arena');
    // The same on a machine so slow that the word and Esc arrive before the frame that writes the word's first entry.
    await page.evaluate(() => {
      const w = window as unknown as { __frames: FrameRequestCallback[]; __raf: typeof requestAnimationFrame };
      [w.__frames, w.__raf] = [[], window.requestAnimationFrame];
      window.requestAnimationFrame = (callback) => w.__frames.push(callback);
    });
    await page.locator('#catalogue-search').press('Escape');
    await page.locator('#catalogue-search').pressSequentially('rts');
    await page.locator('#catalogue-search').press('Escape');
    await page.evaluate(() => {
      const w = window as unknown as { __frames: FrameRequestCallback[]; __raf: typeof requestAnimationFrame };
      window.requestAnimationFrame = w.__raf;
      w.__frames.forEach((callback) => callback(performance.now()));
    });
    await expect.poll(() => page.evaluate(() => location.search)).toBe('');
    await page.goBack();
    await expect.poll(async () => (await view(page)).q).toBe('rts');
    await page.context().close();
  });

  it("'Novi kanali' gives way to the results while the visitor searches, back and forward included, and comes back with Esc; a page opened on a search keeps it, so nothing moves", async () => {
    const page = await open('/lista-kanala');
    const box = page.getByRole('complementary', { name: 'Novi kanali' });
    await expect.poll(() => box.isVisible()).toBe(true);
    await page.locator('#catalogue-search').pressSequentially('rts');
    await expect.poll(() => box.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => location.search)).not.toBe('');
    await page.goBack();
    await expect.poll(() => box.isVisible()).toBe(true);
    await page.goForward();
    await expect.poll(() => box.isVisible()).toBe(false);
    await page.locator('#catalogue-search').press('Escape');
    await expect.poll(() => box.isVisible()).toBe(true);
    // Backspacing to an empty box keeps the results in place until Esc.
    await page.locator('#catalogue-search').press('x');
    await page.locator('#catalogue-search').press('Backspace');
    expect((await view(page)).categories.length).toBeGreaterThan(0);
    expect(await box.isVisible()).toBe(false);
    await page.locator('#catalogue-search').press('Escape');
    await expect.poll(() => box.isVisible()).toBe(true);
    await page.context().close();
    const linked = await open('/lista-kanala?q=rts');
    await linked.evaluate(() => new Promise(requestAnimationFrame));
    expect(await linked.getByRole('complementary', { name: 'Novi kanali' }).isVisible()).toBe(true);
    await linked.context().close();
  });

  it('a page opened on a search link moves nothing it has painted while its results arrive', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __shifted: number };
      w.__shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.__shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${server.url}/lista-kanala?q=rts`);
    await dataSettled(page);
    expect((await view(page)).q).toBe('rts');
    expect(await page.evaluate(() => (window as unknown as { __shifted: number }).__shifted)).toBeLessThan(0.01);
    await context.close();
  });

  it('focuses search with / and clears it with Esc', async () => {
    const page = await open('/lista-kanala');
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('catalogue-search');
    await page.keyboard.type('arena');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('arena');
    await page.keyboard.press('Escape');
    const v = await view(page);
    expect(v.q).toBe('');
    expect(v.categories.length).toBeGreaterThan(20);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('keeps the results as tall as the view before while a new view is built, so the page below them stays put under the keystroke; a built view is as tall as it is', async () => {
    const page = await open('/lista-kanala?region=all&q=h');
    const results = page.locator('[data-results]');
    const height = async () => (await results.boundingBox())!.height;
    await view(page);
    const before = await height();
    expect(before).toBeGreaterThan(2_000);
    // The results' height in the frame after the keystroke, before the rest of the view is built.
    await page.evaluate(() => {
      const w = window as unknown as { __frameHeight: number };
      window.addEventListener('input', () =>
        requestAnimationFrame(() => (w.__frameHeight = document.querySelector('[data-results]')!.clientHeight)),
      );
    });
    await page.locator('#catalogue-search').fill('zzz nema');
    await page.waitForFunction(() => (window as unknown as { __frameHeight?: number }).__frameHeight !== undefined);
    expect(await page.evaluate(() => (window as unknown as { __frameHeight: number }).__frameHeight)).toBeCloseTo(
      before,
      0,
    );
    expect((await view(page)).categories).toEqual([]);
    expect(await height()).toBe(0);
    await page.context().close();
  });

  it('holds the lists it has not drawn at about the height they draw, so the scrollbar and End know where the page ends', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${server.url}/lista-kanala`);
      await dataSettled(page);
      const heldOverDrawn = await page.evaluate(() => {
        // Lists three screens down are far from what the browser draws near the screen.
        const lists = [...document.querySelectorAll<HTMLElement>('.catalogue-category[open] .channel-grid')].filter(
          (list) => list.getBoundingClientRect().top > 3 * innerHeight,
        );
        const height = () => lists.reduce((sum, list) => sum + list.getBoundingClientRect().height, 0);
        const held = height();
        for (const list of lists) list.style.contentVisibility = 'visible';
        return held / height();
      });
      await context.close();
      // Never shorter than drawn: a list drawn taller than held pushes the end away from where End or the scrollbar took the visitor.
      expect(heldOverDrawn, `${viewport.width} px`).toBeGreaterThanOrEqual(1);
      expect(heldOverDrawn, `${viewport.width} px`).toBeLessThan(1.35);
    }
  });

  it('shows hostile channel names as text and runs none of them', async () => {
    const page = await open('/lista-kanala?q=zabava – srbija');
    const names = (await view(page)).categories.flatMap((c) => c.shown);
    for (const { name } of hostile.slice(0, 4)) expect(names).toContain(name);
    const script = await open('/lista-kanala?q=script category');
    expect((await view(script)).categories.map((c) => c.name)).toEqual(['<script>window.__xss=2</script>']);
    for (const p of [page, script]) {
      expect(await p.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      expect(await p.locator('.catalogue-results img, .catalogue-results script, .catalogue-results b').count()).toBe(
        0,
      );
      await p.context().close();
    }
  });

  it('serves the same page at /channels-list, with /lista-kanala as its canonical URL', async () => {
    const page = await open('/channels-list');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/lista-kanala$/);
    expect((await view(page)).pressed).toEqual(['Ex-Yu']);
    await page.context().close();
  });
});

describe('catalogue when the channel data fails', () => {
  it('logs the failure, ends the loading text and keeps the default view', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route(/\/assets\/channels-[^/]+\.json$/, (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(`${server.url}/lista-kanala`);
    await dataSettled(page);
    expect(errors.some((text) => text.includes('channel data: HTTP 503'))).toBe(true);
    const v = await view(page);
    expect(v.regions).toEqual(['Ex-Yu']);
    expect(v.categories.every((c) => c.shown.length === Math.min(50, c.badge))).toBe(true);
    expect(v.status).toBe(summaryOf(v));
    await context.close();
  });
});

describe('catalogue without scripts', () => {
  it.each(['dark', 'light'])(
    'paints each category in opaque colours that look as a surface does on the page (%s theme)',
    async (theme) => {
      const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${server.url}/lista-kanala`);
      // The theme's class, as the head script sets it for a stored choice.
      await page.evaluate((name) => (document.documentElement.className = name), theme);
      const colours = await page.evaluate(() => {
        const rgba = (colour: string) => {
          const probe = document.createElement('i');
          probe.style.color = colour;
          document.body.append(probe);
          const [r, g, b, a = 1] = getComputedStyle(probe)
            .color.match(/[\d.]+/g)!
            .map(Number);
          probe.remove();
          return [r!, g!, b!, a] as const;
        };
        const tokens = getComputedStyle(document.documentElement);
        const category = document.querySelector('.catalogue-category')!;
        // Every box between the category and the page is see-through: what lies behind it is the page's background.
        const behind: string[] = [];
        for (let box = category.parentElement; box && box !== document.body; box = box.parentElement)
          behind.push(getComputedStyle(box).backgroundColor);
        return {
          bg: rgba(tokens.getPropertyValue('--bg')),
          page: rgba(getComputedStyle(document.body).backgroundColor),
          surface: rgba(tokens.getPropertyValue('--surface')),
          border: rgba(tokens.getPropertyValue('--border')),
          fill: rgba(getComputedStyle(category).backgroundColor),
          edge: rgba(getComputedStyle(category).borderTopColor),
          behind: behind.map(rgba),
        };
      });
      await context.close();
      type Colour = readonly [number, number, number, number];
      /** `top` painted over the opaque `below`. */
      const over = (top: Colour, below: Colour): Colour => {
        const channel = (i: number) => top[i]! * top[3] + below[i]! * (1 - top[3]);
        return [channel(0), channel(1), channel(2), 1];
      };
      expect(colours.page).toEqual(colours.bg);
      expect(colours.behind.every((colour) => colour[3] === 0)).toBe(true);
      // Opaque: a translucent border on a rounded box with a background is painted through an offscreen buffer, rastered
      // again on every keystroke that changes the categories on screen.
      expect(colours.fill[3]).toBe(1);
      expect(colours.edge[3]).toBe(1);
      const surface = over(colours.surface, colours.bg);
      const border = over(colours.border, surface);
      // The browser blends in 8 bits, rounding each step: two levels either way.
      for (const i of [0, 1, 2]) {
        expect(Math.abs(colours.fill[i]! - surface[i]!)).toBeLessThanOrEqual(2);
        expect(Math.abs(colours.edge[i]! - border[i]!)).toBeLessThanOrEqual(2);
      }
    },
  );

  it('is valid HTML with thousands of channels, hostile names and show-more buttons', async () => {
    const html = copy.read('dist/lista-kanala.html');
    expect(html).toContain('data-more');
    const report = await new HtmlValidate(htmlValidateConfig).validateString(html, 'dist/lista-kanala.html');
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });

  it('shows the default view with its counts, and says that search needs JavaScript', async () => {
    const page = await open('/lista-kanala', false);
    const v = await view(page);
    expect(v.regions).toEqual(['Ex-Yu']);
    expect(v.categories.length).toBeGreaterThan(20);
    expect(v.categories.every((c) => c.open && c.shown.length === Math.min(50, c.badge))).toBe(true);
    expect(v.status).toBe(summaryOf(v));
    expect(await page.locator('.catalogue-noscript').isVisible()).toBe(true);
    expect(await page.locator('#catalogue-search').isVisible()).toBe(false);
    // Show-more needs the data file; without scripts it is not offered.
    expect(await page.locator('[data-more]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-more]').first().isVisible()).toBe(false);
    // Categories still open and close: they are <details>.
    await page.locator('.catalogue-category summary').first().click();
    expect((await view(page)).categories[0]!.open).toBe(false);
    await page.context().close();
  });
});
