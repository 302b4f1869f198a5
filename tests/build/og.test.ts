import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { cardSvg, wrapWords } from '../../build/render/og';
import { escapeXml } from '../../build/publish/xml';
import type { BuiltRoute } from '../../shared/route';
import { firstAttr, parseHtml } from '../support/html';
import { buildBudget, copyProject, describeBuild, type ProjectCopy } from '../support/project-copy';
import { builtPages, distDir, NOT_FOUND_PATH, projectRoot, siteOrigin } from '../support/site';

const pages = await builtPages();
const origin = await siteOrigin();
const meta = (html: string, key: string) => {
  const root = parseHtml(html);
  return firstAttr(root, `meta[property="${key}"]`, 'content') ?? firstAttr(root, `meta[name="${key}"]`, 'content');
};

describe('every page has its own social preview card', () => {
  it.each(pages.map((p) => [p.route.path, p] as const))(
    '%s: Open Graph and Twitter tags',
    (routePath, { route, html }) => {
      expect(meta(html, 'og:title')).toBe(route.title);
      expect(meta(html, 'og:description')).toBe(route.description);
      if (routePath !== NOT_FOUND_PATH) expect(meta(html, 'og:url')).toBe(origin + (route.canonicalPath ?? route.path));
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
      const image = meta(html, 'og:image')!;
      expect(image.startsWith(`${origin}/og/`), `${image} is an absolute URL of a card`).toBe(true);
    },
  );

  it.each(pages.map((p) => [p.route.path, p] as const))(
    '%s: the card is a 1200×630 PNG under 100 KB',
    async (_path, { html }) => {
      const file = path.join(distDir, meta(html, 'og:image')!.slice(origin.length));
      expect(statSync(file).size).toBeLessThan(100 * 1024);
      const { format, width, height } = await sharp(file).metadata();
      expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
    },
  );

  it('pages with different titles get different cards', () => {
    const byTitle = new Map(pages.map((p) => [p.route.title, meta(p.html, 'og:image')]));
    expect(new Set(byTitle.values()).size).toBe(byTitle.size);
  });
});

const template = readFileSync(path.join(projectRoot, 'templates/og-card.svg'), 'utf8');
const route = (extra: Partial<BuiltRoute>): BuiltRoute => ({
  status: 'built',
  path: '/x',
  template: 'X',
  title: 'X',
  description: 'Opis',
  lang: 'hr',
  sitemap: false,
  render: () => null!,
  ...extra,
});

describe('card text', () => {
  it('is escaped, so a title with markup characters still renders', async () => {
    const svg = cardSvg(
      template,
      route({ title: 'Tom & Jerry <script>"x"</script>', ogBadge: '12 € <mj>' }),
      'BalkanStream',
    );
    expect(svg).toContain('Tom &amp; Jerry');
    expect(svg).toContain('&lt;script&gt;&quot;x&quot;&lt;/script&gt;');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('12 € &lt;mj&gt;');
    expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it.each(['$&', '$`', "$'", '$$', '$1'])(
    'shows a title with %s as written, and the card still renders',
    async (pattern) => {
      const title = `Cijena ${pattern} popust`;
      const svg = cardSvg(template, route({ title, description: `Opis ${pattern}` }), 'BalkanStream');
      expect(svg).toContain(`>${escapeXml(title)}</tspan>`);
      expect(svg).toContain(`>${escapeXml(`Opis ${pattern}`)}</tspan>`);
      expect(svg).not.toMatch(/\{\{(brand|titleSize|title|subtitle|badge)\}\}/);
      expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ width: 1200, height: 630 });
    },
  );

  it('wraps long titles between words, never inside one', () => {
    const title =
      'Usporedba Strong Leap S3 i S3 Pro: koji Android TV box kupiti za gledanje ex-Yu kanala u inozemstvu 2026';
    const lines = wrapWords(title, 26, 3);
    expect(lines).toHaveLength(3);
    const words = new Set(title.split(' '));
    for (const word of lines.join(' ').split(' ')) if (word !== '…') expect(words, word).toContain(word);
    expect(lines.at(-1)!.endsWith(' …')).toBe(true);
    const svg = cardSvg(template, route({ title }), 'BalkanStream');
    for (const [, line] of svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g))
      for (const word of line!.split(' ')) if (word !== '…') expect(title + ' Opis').toContain(word);
  });

  it('shows the price or country badge when the page has one', () => {
    expect(cardSvg(template, route({ ogBadge: 'od 12 €/mj.' }), 'B')).toContain('od 12 €/mj.');
    expect(cardSvg(template, route({}), 'B')).not.toContain('<rect x="80" y="500"');
  });

  it("a page selling plans shows their prices from its structured data, in the page's language", () => {
    const offers = { '@type': 'AggregateOffer', priceCurrency: 'EUR', lowPrice: 10, highPrice: 24.5 };
    const selling = route({ lang: 'de', jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', offers }] });
    const svg = cardSvg(template, selling, 'B');
    expect(svg).toMatch(/>10\s€ – 24,50\s€</);
  });
});

describe('the card cache', () => {
  let project: ProjectCopy | undefined;
  afterAll(() => project?.remove());

  it(
    'a rebuild with nothing changed encodes no card; a changed title encodes only its card',
    () => {
      project = copyProject('balkanstream-og-');
      const first = project.build();
      expect(first.status, describeBuild(first)).toBe(0);
      // Without the record of the last build, which would skip the pipeline altogether.
      rmSync(project.file('.cache/last-build.json'));
      const second = project.build();
      expect(second.status, describeBuild(second)).toBe(0);
      expect(second.stdout).toMatch(
        new RegExp(`^og .*${pages.length} social cards: 0 encoded, ${pages.length} cached`, 'm'),
      );

      project.write(
        'content/pages/about.yaml',
        project.read('content/pages/about.yaml').replace(/^(\s+title: ).*$/m, '$1Tko smo mi | BalkanStream'),
      );
      const third = project.build();
      expect(third.status, describeBuild(third)).toBe(0);
      expect(third.stdout).toMatch(/^og .*: 1 encoded, \d+ cached/m);
    },
    buildBudget(3),
  );
});
