import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { builtPages, distDir, siteOrigin } from '../support/site';

const pages = await builtPages();
const origin = await siteOrigin();
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('structured data for search engines', () => {
  it.each(pages.filter((p) => p.route.sitemap).map((p) => [p.route.path, p.html, p.route.lang] as const))(
    '%s describes itself as a WebPage at its canonical URL',
    (path, html, lang) => {
      const page = jsonLdOf(html).find((node) => node['@type'] === 'WebPage');
      expect(page).toMatchObject({ '@context': 'https://schema.org', url: `${origin}${path}`, inLanguage: lang });
      expect(html).toContain(`<title>${page!.name}</title>`);
    },
  );

  it('/about names the organisation with its contact, logo and social profile', () => {
    const about = jsonLdOf(pages.find((p) => p.route.path === '/about')!.html);
    expect(about.find((node) => node['@type'] === 'Organization')).toMatchObject({
      name: 'BalkanStream',
      url: `${origin}/`,
      logo: `${origin}/logo.png`,
      email: 'info@balkanstream.example',
      telephone: '+38761000000',
      sameAs: ['https://www.facebook.com/balkanstream'],
    });
  });

  it('the 404 page carries none', () => {
    expect(jsonLdOf(pages.find((p) => p.route.path === '/404')!.html)).toEqual([]);
  });

  it.each([
    ['og-image.png', 1200, 630],
    ['logo.png', 512, 512],
    ['apple-touch-icon.png', 180, 180],
  ])('%s is a %ix%i PNG', async (file, width, height) => {
    const meta = await sharp(readFileSync(path.join(distDir, file))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height]);
  });
});
