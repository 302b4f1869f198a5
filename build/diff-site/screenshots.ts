import { mkdir, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { createSiteServer, listen } from '../dev/static-server';

/** Phone and desktop widths, as the layout tests use. */
export const WIDTHS = [390, 1280] as const;
/** Pages are shot from the top down to this height: enough for the sections editors change, small enough to send. */
const MAX_HEIGHT = 4000;
/** How long the network stays quiet before a page counts as loaded. */
const QUIET_MS = 100;
const LOAD_TIMEOUT_MS = 30_000;

export interface Shot {
  width: number;
  height: number;
  /** Report-relative file names. */
  before: string;
  after: string;
  diff: string;
  /** Pixels that differ (a page grown or shrunk counts its extra rows). */
  changedPixels: number;
}

function slug(route: string): string {
  return route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9]+/gi, '-');
}

interface Screenshot {
  bytes: Buffer;
  /** RGBA pixels, decoded by sharp (native; a pure-JS decoder took ~20x as long per shot). */
  pixels: Buffer;
  height: number;
}

/** Pixels on a canvas `height` rows tall; missing rows stay transparent, so a page grown or shrunk counts as changed. */
function padTo(shot: Screenshot, width: number, height: number): Buffer {
  if (shot.height === height) return shot.pixels;
  const padded = Buffer.alloc(width * height * 4);
  shot.pixels.copy(padded);
  return padded;
}

/**
 * Resolves once `page` has had no request in flight for QUIET_MS, so what a page fetches once it loads (the catalogue's
 * channels, one request after another) is in its capture; Playwright's own 'networkidle' waits 500 ms on every page.
 * A request that never ends fails the capture after LOAD_TIMEOUT_MS, as a page that never loads does.
 */
function networkQuiet(page: Page, url: string): () => Promise<void> {
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  let quiet!: () => void;
  const settled = new Promise<void>((resolve) => (quiet = resolve));
  // The quiet counts from the call below, not from a pause while the page still loads.
  let waiting = false;
  const settle = () => {
    clearTimeout(timer);
    if (waiting && inFlight === 0) timer = setTimeout(quiet, QUIET_MS);
  };
  const ended = () => {
    inFlight--;
    settle();
  };
  page.on('request', () => {
    inFlight++;
    clearTimeout(timer);
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return () => {
    waiting = true;
    settle();
    let giveUp: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      giveUp = setTimeout(
        () => reject(new Error(`${url}: still loading after ${LOAD_TIMEOUT_MS} ms`)),
        LOAD_TIMEOUT_MS,
      );
    });
    return Promise.race([settled, timeout]).finally(() => {
      clearTimeout(giveUp);
      clearTimeout(timer);
    });
  };
}

async function shoot(context: BrowserContext, url: string, width: number): Promise<Screenshot> {
  const page = await context.newPage();
  try {
    const loaded = networkQuiet(page, url);
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await loaded();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // A full-page capture does not render what content-visibility: auto skips off screen; show it as scrolling would.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('*'))
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    });
    // Nor does it load the lazy pictures below the screen (posters): they load as scrolling would load them.
    await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].map((img) => {
          img.loading = 'eager';
          return img.decode().catch(() => undefined);
        }),
      ),
    );
    const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
    const bytes = await page.screenshot({
      fullPage: true,
      clip: { x: 0, y: 0, width, height },
      animations: 'disabled',
      caret: 'hide',
    });
    const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { bytes, pixels: data, height: info.height };
  } finally {
    await page.close();
  }
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Screenshots each route from both sites at each width, with a third image in which the changed pixels are red
 * (pixelmatch), written into `outDir`. Each site is served by the project's static server, which applies its
 * `_headers` and `_redirects` as the host does; requests that leave 127.0.0.1 are refused.
 */
export async function screenshotRoutes(
  browser: Browser,
  routes: string[],
  beforeDir: string,
  afterDir: string,
  outDir: string,
): Promise<Map<string, Shot[]>> {
  const shots = new Map<string, Shot[]>();
  if (routes.length === 0) return shots;
  await mkdir(outDir, { recursive: true });
  const servers = [createSiteServer({ root: () => beforeDir }), createSiteServer({ root: () => afterDir })];
  try {
    const [beforeUrl, afterUrl] = await Promise.all(servers.map((server) => listen(server, 0)));
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      await context.route('**/*', (route) => {
        const url = route.request().url();
        return url.startsWith(beforeUrl) || url.startsWith(afterUrl) || url.startsWith('data:')
          ? route.continue()
          : route.abort();
      });
      for (const route of routes) {
        // One after the other: two full-page captures at once sometimes drew the page's top again part way down.
        const before = await shoot(context, beforeUrl + route, width);
        const after = await shoot(context, afterUrl + route, width);
        const height = Math.max(before.height, after.height);
        const diff = Buffer.alloc(width * height * 4);
        const changedPixels = pixelmatch(
          padTo(before, width, height),
          padTo(after, width, height),
          diff,
          width,
          height,
          { threshold: 0.1, alpha: 0.25 },
        );
        const name = `${slug(route)}-${width}`;
        const files = { before: `${name}-before.png`, after: `${name}-after.png`, diff: `${name}-diff.png` };
        await Promise.all([
          writeFile(path.join(outDir, files.before), before.bytes),
          writeFile(path.join(outDir, files.after), after.bytes),
          writeFile(
            path.join(outDir, files.diff),
            await sharp(diff, { raw: { width, height, channels: 4 } })
              .png()
              .toBuffer(),
          ),
        ]);
        shots.set(route, [...(shots.get(route) ?? []), { width, height, ...files, changedPixels }]);
      }
      await context.close();
    }
  } finally {
    await Promise.all(servers.map(close));
  }
  return shots;
}
