import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../build/paths';

const JS_PER_PAGE = 5 * 1024;
const CSS_SITE = 12 * 1024;

const gzipSize = (bytes: string | Uint8Array) => gzipSync(bytes, { level: 9 }).length;
const htmlPages = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));

describe('byte budgets (gzip)', () => {
  it('builds pages to measure', () => {
    expect(htmlPages.length).toBeGreaterThan(0);
  });

  it.each(htmlPages)('%s ships at most 5 KB of JavaScript', (page) => {
    const html = readFileSync(path.join(distDir, page), 'utf8');
    const external = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => readFileSync(path.join(distDir, m[1]!)));
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    const total = [...external, ...inline].reduce((sum, code) => sum + gzipSize(code), 0);
    expect(total).toBeLessThanOrEqual(JS_PER_PAGE);
  });

  it('the whole site has at most 12 KB of CSS', () => {
    const stylesheets = readdirSync(path.join(distDir, 'assets')).filter((f) => f.endsWith('.css'));
    expect(stylesheets.length).toBe(1);
    const total = stylesheets.reduce((sum, f) => sum + gzipSize(readFileSync(path.join(distDir, 'assets', f))), 0);
    expect(total).toBeLessThanOrEqual(CSS_SITE);
  });
});
