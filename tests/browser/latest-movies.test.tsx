import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleAssets } from '../../build/assets/bundle';
import { writeSprite } from '../../build/assets/sprite';
import type { OutputMap } from '../../build/publish/output';
import { markupClasses, PageStyles } from '../../build/render/page-styles';
import { publicDir } from '../../build/paths';
import type { MovieCard } from '../../shared/movies';
import { LatestMovies, latestMoviesScripts, POSTER_PLACEHOLDER } from '../../templates/sections/LatestMovies';
import { SpriteUrl } from '../../templates/ui/sprite';
import { DESKTOP, isOnScreen, launchBrowser } from '../support/browser';
import { loadRoutes } from '../support/site';
import { listenLocally } from '../support/server';

// The home page is built elsewhere; this page holds only the section, with the stylesheet a page with it gets and its scripts.
let server: http.Server;
let origin: string;
let browser: Browser;
let pageHtml = '';

const poster = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="750"><rect width="500" height="750" fill="#a33"/></svg>`;
// The copy the home page passes, from content/pages/home.yaml.
const copy = (await loadRoutes()).content.home.latestMovies;

beforeAll(async () => {
  const output: OutputMap = new Map();
  const assets = await bundleAssets(output, latestMoviesScripts);
  const sprite = await writeSprite(output);
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const file = output.get(url.slice(1));
    if (url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(pageHtml);
    else if (url === POSTER_PLACEHOLDER)
      res
        .writeHead(200, { 'content-type': 'image/svg+xml' })
        .end(readFileSync(path.join(publicDir, 'poster-placeholder.svg')));
    else if (url === '/posters/ok.svg') res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(poster);
    else if (file)
      res.writeHead(200, { 'content-type': url.endsWith('.svg') ? 'image/svg+xml' : 'text/javascript' }).end(file);
    else res.writeHead(404).end();
  });
  origin = await listenLocally(server);
  const card = (id: number, posterUrl: string | null): MovieCard => ({
    id,
    title: `Naslov ${id}`,
    rating: 7,
    posterUrl,
  });
  const movies = [
    card(1, `${origin}/posters/ok.svg`),
    card(2, `${origin}/posters/broken.jpg`),
    card(3, null),
    card(4, `${origin}/posters/ok.svg`),
    card(5, `${origin}/posters/ok.svg`),
    card(6, `${origin}/posters/ok.svg`),
  ];
  const section = renderToStaticMarkup(
    <SpriteUrl.Provider value={sprite}>
      <LatestMovies lists={{ movies, series: [] }} copy={copy} pricingHref="#pricing-section" />
    </SpriteUrl.Provider>,
  );
  const scripts = latestMoviesScripts
    .map((name) => `<script type="module" src="${assets.scripts[name]}"></script>`)
    .join('');
  pageHtml = `<!DOCTYPE html><html lang="hr" class="dark js"><head><meta charset="utf-8"><title>t</title><style>${new PageStyles(assets.stylesheets).for(markupClasses(section))}</style></head><body><main>${section}<div id="pricing-section" style="height:2000px">pricing</div></main>${scripts}</body></html>`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

async function open(): Promise<Page> {
  // Reduced motion: the reveal transitions are off, so what is shown is shown at once.
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.locator('#latest-movies').scrollIntoViewIfNeeded();
  return page;
}

const card = (n: number) => `#latest-movies-panel-movies .movie-card:nth-child(${n})`;

describe('latest movies section in the browser', () => {
  it('replaces a poster that fails to load with the local placeholder', async () => {
    const page = await open();
    await page.waitForFunction(
      (sel) => document.querySelector<HTMLImageElement>(sel)?.getAttribute('src') === '/poster-placeholder.svg',
      `${card(2)} img`,
      { timeout: 5_000 },
    );
    const loaded = await page
      .locator(`${card(2)} img`)
      .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
    expect(loaded).toBe(500);
    // Without a picture to look at, the card shows its title at once.
    expect(await isOnScreen(page, `${card(2)} .movie-title`)).toBe(true);
    expect(await page.locator(`${card(1)} img`).getAttribute('src')).toBe(`${origin}/posters/ok.svg`);
    await page.context().close();
  });

  it('shows title, rating and Watch Now on hover and on keyboard focus only', async () => {
    const page = await open();
    expect(await isOnScreen(page, `${card(1)} .movie-title`)).toBe(false);
    await page.hover(card(1));
    // The reveal is a (near-zero under reduced motion) transition: it completes on a later frame.
    await expect.poll(() => isOnScreen(page, `${card(1)} .movie-title`)).toBe(true);
    expect(await page.locator(`${card(1)} .movie-rating`).innerText()).toContain('7.0');
    await page.mouse.move(0, 0);
    expect(await isOnScreen(page, `${card(4)} .movie-watch`)).toBe(false);
    await page.locator(`${card(3)} .movie-watch`).focus();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('.movie-card')?.querySelector('.movie-title')?.textContent,
      ),
    ).toBe('Naslov 4');
    await expect.poll(() => isOnScreen(page, `${card(4)} .movie-watch`)).toBe(true);
    expect(await isOnScreen(page, `${card(4)} .movie-title`)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#pricing-section');
    await page.context().close();
  });

  it('switches to Serije by keyboard, where an empty list shows six skeletons', async () => {
    const page = await open();
    await page.locator('#latest-movies-tab-movies').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#latest-movies-tab-series').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#latest-movies-panel-series').isVisible()).toBe(true);
    expect(await page.locator('#latest-movies-panel-movies').isVisible()).toBe(false);
    const skeletons = page.locator('#latest-movies-panel-series .movie-card--skeleton');
    expect(await skeletons.count()).toBe(6);
    const box = await skeletons.first().boundingBox();
    // Same 2:3 shape as a poster, so the page does not jump when lists fill in.
    expect(box!.height / box!.width).toBeCloseTo(1.5, 1);
    await page.context().close();
  });
});
