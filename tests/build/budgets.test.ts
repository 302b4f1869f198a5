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

  it('every page carries the one site stylesheet, at most 12 KB, and needs no other CSS request', () => {
    const stylesheets = new Set<string>();
    for (const page of htmlPages) {
      const html = readFileSync(path.join(distDir, page), 'utf8');
      expect(html, page).not.toMatch(/<link[^>]*rel="stylesheet"/);
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(styles, page).toHaveLength(1);
      stylesheets.add(styles[0]!);
    }
    expect(stylesheets.size).toBe(1);
    expect(gzipSize([...stylesheets][0]!)).toBeLessThanOrEqual(CSS_SITE);
  });
});
