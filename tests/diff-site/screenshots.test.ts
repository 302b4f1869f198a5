import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from '../../build/diff-site/browser';
import { screenshotRoutes } from '../../build/diff-site/screenshots';
import { distDir } from '../support/site';

describe('diff-site screenshots', () => {
  // The home page is the longest; taken side by side, its captures drew the page's top again part way down.
  it('finds no changed pixel when the site before and after is the same', { timeout: 120_000 }, async () => {
    const routes = ['/'];
    const out = mkdtempSync(path.join(tmpdir(), 'diff-site-shots-'));
    const browser = await launchBrowser();
    try {
      const shots = await screenshotRoutes(browser, routes, distDir, distDir, out);
      const changed = routes.flatMap((route) =>
        (shots.get(route) ?? []).map((shot) => `${route} at ${shot.width} px: ${shot.changedPixels}`),
      );
      expect(changed).toEqual(routes.flatMap((route) => [`${route} at 390 px: 0`, `${route} at 1280 px: 0`]));
    } finally {
      await browser.close();
      rmSync(out, { recursive: true, force: true });
    }
  });
});
