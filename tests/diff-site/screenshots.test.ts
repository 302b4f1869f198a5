import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../build/diff-site/browser';
import { screenshotRoutes } from '../../build/diff-site/screenshots';
import { distDir } from '../support/site';

let browser: Browser;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'diff-site-shots-'));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

/**
 * A site of one page that loads slowly, as on a busy machine, and a moment after its load event paints itself in the
 * colour a chain of fetches reaches.
 */
function siteFetchingItsColour(name: string, colour: string): string {
  const root = path.join(work, name);
  mkdirSync(root);
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="hr"><title>${name}</title><body style="margin:0"><div id="box" style="height:800px"></div>
<script>addEventListener('load', () => {
  for (const end = performance.now() + 150; performance.now() < end; );
  setTimeout(async () => {
    for (let step = 0; step < 20; step++) await fetch('/step.txt');
    document.getElementById('box').style.background = await (await fetch('/colour.txt')).text();
  }, 20);
});</script></body></html>`,
  );
  writeFileSync(path.join(root, 'step.txt'), 'next');
  writeFileSync(path.join(root, 'colour.txt'), colour);
  return root;
}

describe('diff-site screenshots', () => {
  // The home page is the longest; taken side by side, its captures drew the page's top again part way down.
  it('finds no changed pixel when the site before and after is the same', { timeout: 120_000 }, async () => {
    const routes = ['/'];
    const shots = await screenshotRoutes(browser, routes, distDir, distDir, path.join(work, 'same'));
    const changed = routes.flatMap((route) =>
      (shots.get(route) ?? []).map((shot) => `${route} at ${shot.width} px: ${shot.changedPixels}`),
    );
    expect(changed).toEqual(routes.flatMap((route) => [`${route} at 390 px: 0`, `${route} at 1280 px: 0`]));
  });

  it('captures what a page fetches once loaded, as the catalogue fetches its channels', {
    timeout: 60_000,
  }, async () => {
    const before = siteFetchingItsColour('red', 'rgb(200, 0, 0)');
    const after = siteFetchingItsColour('blue', 'rgb(0, 0, 200)');
    const shots = await screenshotRoutes(browser, ['/'], before, after, path.join(work, 'fetched'));
    // Every pixel differs only when both captures show the fetched colour.
    expect(shots.get('/')?.map((shot) => shot.changedPixels)).toEqual([390 * 800, 1280 * 800]);
  });
});
