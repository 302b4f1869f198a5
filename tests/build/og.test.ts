import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardBackground,
  type CardTemplate,
  cardSvg,
  drawCards,
  priceBadge,
  renderOgImages,
  splitCardTemplate,
  wrapWords,
} from '../../build/render/og';
import { CardCanvas } from '../../build/render/og-png';
import { drawCoverages, drawStrip } from '../../build/render/og-raster';
import { type Coverage, coveragesOf, type TextBlock } from '../../build/render/og-text';
import { escapeXml } from '../../build/publish/xml';
import type { FileOnDisk, OutputMap } from '../../build/publish/output';
import type { BuiltRoute } from '../../shared/route';
import { firstAttr, parseHtml } from '../support/html';
import { buildBudget, copyProject, describeBuild, type ProjectCopy } from '../support/project-copy';
import { builtPages, distDir, loadRoutes, NOT_FOUND_PATH, projectRoot, siteOrigin } from '../support/site';

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

describe('a card drawn as its text over the pixels every card shares', () => {
  const brand = 'BalkanStream';
  const parts = splitCardTemplate(template);
  const canvas = cardBackground(parts, brand).then((background) => new CardCanvas(background));
  const drawCard = async (drawn: CardTemplate, page: BuiltRoute) =>
    (await drawCards(drawn, await canvas, [page], brand))[0]!;
  /** RGBA pixels of the card as the whole SVG draws it, and as the build draws it. */
  const bothWays = async (page: BuiltRoute, drawn = parts) => ({
    whole: await sharp(Buffer.from(cardSvg(template, page, brand)))
      .raw()
      .toBuffer(),
    laid: await sharp(await drawCard(drawn, page))
      .ensureAlpha()
      .raw()
      .toBuffer(),
  });
  const long =
    'Usporedba Strong Leap S3 i S3 Pro: koji Android TV box kupiti za gledanje ex-Yu kanala u inozemstvu 2026 i zašto';
  const cases: [string, BuiltRoute][] = [
    ['a short title', route({ title: 'Kontakt' })],
    ['a long title wrapped to three lines and cut', route({ title: long })],
    [
      'markup characters in title and subtitle',
      route({ title: `Tom & Jerry <b>"x"</b> 'y'`, description: 'A < B > C & D <span font="40">' }),
    ],
    [
      'č ć š đ ž and Č Ć Š Đ Ž in title and subtitle, with a badge',
      route({
        title: 'Čćšđž ČĆŠĐŽ: Đurđevdan u Šibeniku, ćevapčići iz Čačka i Žabljak',
        description: 'Šljivovica, đuveč i čorba — žestoko, ćudljivo, jugoslavensko gj.',
        ogBadge: 'od 12 € / mj.',
      }),
    ],
  ];
  const hasBadge = (page: BuiltRoute) => (page.ogBadge ?? priceBadge(page)) !== undefined;
  const languages = new Map<string, BuiltRoute>();
  beforeAll(async () => {
    const { built } = await loadRoutes();
    for (const page of built) if (!languages.has(page.lang)) languages.set(page.lang, page);
    for (const [lang, page] of languages) cases.push([`the site's first ${lang} page, ${page.path}`, page]);
    const plain = built.find((page) => !hasBadge(page))!;
    cases.push([`the site's first page without a badge, ${plain.path}`, plain]);
  });

  // Each glyph and the badge are composited over what lies below them in 8-bit steps that round: drawn straight onto
  // the background or first onto a transparent strip, a pixel two antialiased edges share may round one step apart.
  // Any real change (a missing, moved or recoloured glyph, a wrong background) differs by far more, on many pixels.
  it('a card with a badge shows what the whole SVG shows: every channel within 1 of it, and at most 1 in 1,000 channels off by that 1', async () => {
    expect([...languages.keys()].sort()).toEqual(['de', 'en', 'hr', 'sl']);
    const badged = cases.filter(([, page]) => hasBadge(page));
    expect(badged.length).toBeGreaterThan(0);
    for (const [name, page] of badged) {
      const { whole, laid } = await bothWays(page);
      expect(laid.length, name).toBe(1200 * 630 * 4);
      let off = 0;
      let most = 0;
      for (let i = 0; i < whole.length; i++) {
        const difference = Math.abs(whole[i]! - laid[i]!);
        if (difference > 0) off++;
        most = Math.max(most, difference);
      }
      expect({ name, most }).toEqual({ name, most: off > 0 ? 1 : 0 });
      expect(off, name).toBeLessThan(whole.length / 1000);
    }
  });

  /** Each band of rows holding ink (a pixel off the background by more than 48 in a channel): its edges and ink. */
  const inkBands = (pixels: Buffer, background: Buffer) => {
    const bands: { top: number; bottom: number; left: number; right: number; ink: number }[] = [];
    let band: (typeof bands)[number] | undefined;
    for (let y = 0; y < 630; y++) {
      let [left, right, ink] = [-1, -1, 0];
      for (let x = 0, i = y * 1200 * 4; x < 1200; x++, i += 4) {
        const off = Math.max(...[0, 1, 2].map((c) => Math.abs(pixels[i + c]! - background[i + c]!)));
        if (off <= 48) continue;
        if (left < 0) left = x;
        right = x;
        ink += off;
      }
      if (left < 0) {
        if (band) bands.push(band);
        band = undefined;
        continue;
      }
      band ??= { top: y, bottom: y, left, right, ink: 0 };
      Object.assign(band, { bottom: y, left: Math.min(band.left, left), right: Math.max(band.right, right) });
      band.ink += ink;
    }
    if (band) bands.push(band);
    return bands;
  };

  // Pango rounds each glyph's advance where librsvg does not, so a line may end a few pixels off, and an antialiased
  // edge pixel may differ by any amount; a missing, moved, resized, reweighted or recoloured word moves far more.
  it("a card without a badge has Pango's lines where the whole SVG has them: each line's top, bottom and start within 1 px, its end within 8, its ink within 3 %", async () => {
    expect(parts.text, 'the template is plain enough for Pango to draw its title and subtitle').toBeDefined();
    const background = await sharp(Buffer.from(parts.shared.replace('{{brand}}', brand)))
      .raw()
      .toBuffer();
    const plain = cases.filter(([, page]) => !hasBadge(page));
    expect(plain.length).toBeGreaterThan(0);
    for (const [name, page] of plain) {
      const { whole, laid } = await bothWays(page);
      const [expected, drawn] = [inkBands(whole, background), inkBands(laid, background)];
      expect(drawn.length, name).toBe(expected.length);
      expected.forEach((line, i) => {
        const got = drawn[i]!;
        const label = `${name}, band ${i + 1}`;
        for (const edge of ['top', 'bottom', 'left'] as const)
          expect(Math.abs(got[edge] - line[edge]), `${label}: ${edge}`).toBeLessThanOrEqual(1);
        expect(Math.abs(got.right - line.right), `${label}: right`).toBeLessThanOrEqual(8);
        expect(Math.abs(got.ink / line.ink - 1), `${label}: ink`).toBeLessThan(0.03);
      });
    }
  });

  it("draws the whole SVG when Pango's lines ink beyond the rows they need", async () => {
    const whole = cardSvg(template, route({ title: 'Kontakt' }), brand);
    const stray = { data: Buffer.from([255]), width: 1, height: 1, firstColumn: 0, left: 100, top: 50 };
    const png = await drawCoverages(await canvas, [{ ...stray, colour: [255, 0, 0] }], 150, 200, whole);
    const drawn = await sharp(png).ensureAlpha().raw().toBuffer();
    expect(drawn.equals(await sharp(Buffer.from(whole)).raw().toBuffer())).toBe(true);
  });

  it('lays every inked pixel of a coverage and no other, wherever its bytes start in memory', async () => {
    const background = await rgbOf(await drawCoverages(await canvas, [], 150, 20, template));
    const [width, height, left, top] = [13, 5, 300, 160];
    for (const offset of [0, 1, 2, 3]) {
      const data = Buffer.alloc(offset + width * height).subarray(offset);
      for (const at of [0, 3, 4, 8, 12, 13, 20, 25, 26, 40, 51, 64]) data[at] = 255;
      const png = await drawCoverages(
        await canvas,
        [{ data, width, height, firstColumn: 0, left, top, colour: [255, 0, 0] }],
        150,
        20,
        template,
      );
      const rgb = await rgbOf(png);
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const at = ((top + y) * 1200 + left + x) * 3;
          const expected = data[y * width + x] ? [255, 0, 0] : [...background.subarray(at, at + 3)];
          expect([...rgb.subarray(at, at + 3)], `offset ${offset}, pixel ${x},${y}`).toEqual(expected);
        }
    }
  });

  /** Each inked pixel of the coverages where it lands on the card: card column and row to coverage. */
  const placed = (coverages: Coverage[]) => {
    const ink = new Map<string, number>();
    for (const { data, width, height, firstColumn, left, top } of coverages)
      for (let y = 0; y < height; y++)
        for (let x = firstColumn; x < width; x++)
          if (data[y * width + x]) ink.set(`${left + x},${top + y}`, data[y * width + x]!);
    return ink;
  };
  const textBlocks = (title: string[], subtitle: string[]): TextBlock[] => [
    { style: { ...parts.text!.title, size: 64 }, x: 80, baseline: 236, lineHeight: 76, lines: title },
    { style: parts.text!.subtitle, x: 80, baseline: 390, lineHeight: 38, lines: subtitle },
  ];

  it('draws a title and its subtitle in one call, each where it lands when drawn alone', async () => {
    const texts: [string[], string[]][] = [
      [['Kontakt'], ['Pišite nam']],
      [
        ['ČĆŠĐŽ gjpqy: Đurđevdan', 'u Šibeniku, Čačak'],
        ['Šljivovica, đuveč i čorba — žestoko,', 'ćudljivo gj.'],
      ],
      [['Tom & Jerry <b>"x"</b>'], ['A < B > C & D <span font="40">']],
    ];
    for (const [title, subtitle] of texts) {
      const [titleBlock, subtitleBlock] = textBlocks(title, subtitle);
      const together = await coveragesOf([titleBlock!, subtitleBlock!]);
      const alone = [...((await coveragesOf([titleBlock!])) ?? []), ...((await coveragesOf([subtitleBlock!])) ?? [])];
      expect(together, title.join(' ')).toHaveLength(2);
      expect(alone, title.join(' ')).toHaveLength(2);
      const [drawnTogether, drawnAlone] = [placed(together!), placed(alone)];
      expect(drawnTogether.size, title.join(' ')).toBeGreaterThan(1000);
      expect(drawnTogether, title.join(' ')).toEqual(drawnAlone);
    }
  });

  it('draws the text asked for after a Pango call that failed: the calls wait their turn, not for one that went wrong', async () => {
    const [title, subtitle] = textBlocks(['Kontakt'], ['Pišite nam']);
    const broken: TextBlock = { ...title!, style: { ...title!.style, family: 'DejaVu Sans"><b>' } };
    const [failed, drawn] = await Promise.allSettled([coveragesOf([broken]), coveragesOf([title!, subtitle!])]);
    expect(failed.status).toBe('rejected');
    expect(drawn.status === 'fulfilled' && drawn.value).toHaveLength(2);
  });

  it("leaves a card to librsvg when its title's marks ink into the subtitle's rows, and the card still shows the whole SVG", async () => {
    const marked = `Kontakt a${'\u0323'.repeat(12)}`;
    expect(await coveragesOf(textBlocks([marked], ['Pišite nam']))).toBeUndefined();
    const { whole, laid } = await bothWays(route({ title: marked, description: 'Pišite nam' }));
    let most = 0;
    for (let i = 0; i < whole.length; i++) most = Math.max(most, Math.abs(whole[i]! - laid[i]!));
    expect(most).toBeLessThanOrEqual(1);
  });

  it('draws the same bytes for a card whatever the canvas drew before it', async () => {
    const [first, other] = [cases[1]![1], cases[2]![1]];
    const once = await drawCard(parts, first);
    await drawCard(parts, other);
    expect((await drawCard(parts, first)).equals(once)).toBe(true);
  });

  it('draws the same bytes for each card whether its text is drawn alone or in one call with other cards', async () => {
    const plain = cases.map(([, page]) => page);
    expect(plain.some(hasBadge), 'a card with a badge among them').toBe(true);
    // One card whose text Pango cannot place makes the call fail: each card's text is then drawn alone.
    const marked = route({ title: `Kontakt a${'\u0323'.repeat(12)}`, description: 'Pišite nam' });
    for (const together of [plain, [...plain, marked]]) {
      const drawn = await drawCards(parts, await canvas, together, brand);
      expect(drawn).toHaveLength(together.length);
      for (const [i, page] of together.entries())
        expect(drawn[i]!.equals(await drawCard(parts, page)), page.title).toBe(true);
    }
  });

  /** The PNG's scanlines as zlib reads them: inflating checks the stream and its Adler-32 checksum. */
  const scanlines = (png: Buffer) => {
    const data: Buffer[] = [];
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at);
      if (png.toString('latin1', at + 4, at + 8) === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
      at += 12 + length;
    }
    return inflateSync(Buffer.concat(data));
  };
  const rgbOf = async (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();

  it('compresses the rows above and below the text once, and every card still inflates to its own pixels', async () => {
    for (const [name, page] of cases) {
      const png = await drawCard(parts, page);
      const lines = scanlines(png);
      const rgb = await rgbOf(png);
      expect(lines.length, name).toBe(630 * (1 + 1200 * 3));
      for (let y = 0; y < 630; y++)
        expect(
          lines.subarray(y * 3601 + 1, (y + 1) * 3601).equals(rgb.subarray(y * 3600, (y + 1) * 3600)),
          `${name}, row ${y}`,
        ).toBe(true);
    }
  });

  it('joins the pieces of a card whose text starts at the top row or ends at the bottom one', async () => {
    const text = (y: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="40" viewBox="0 ${y} 1200 40"><rect x="100" y="${y + 10}" width="300" height="20" fill="#f00"/></svg>`;
    for (const top of [0, 590]) {
      const png = await drawStrip(await canvas, text(top), top, 40, template);
      const rgb = await rgbOf(png);
      expect(scanlines(png).length).toBe(630 * 3601);
      expect([...rgb.subarray(((top + 15) * 1200 + 200) * 3, ((top + 15) * 1200 + 200) * 3 + 3)]).toEqual([255, 0, 0]);
    }
  });

  it('draws the whole SVG when the page text inks across the edge of the rows its lines need', async () => {
    const taller = splitCardTemplate(
      template.replace('{{badge}}', '<rect x="40" y="280" width="8" height="340" fill="#f00"/>{{badge}}'),
    );
    const page = route({ title: 'Kontakt' });
    const { laid } = await bothWays(page, taller);
    expect(
      laid.equals(
        await sharp(Buffer.from(cardSvg(taller.whole, page, brand)))
          .raw()
          .toBuffer(),
      ),
    ).toBe(true);
  });
});

describe('cards written by worker threads', () => {
  const temps: string[] = [];
  afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  /** Every card of the routes drawn into a cache of its own, written by `threads` worker threads (0: this thread). */
  const drawAll = async (
    routes: readonly BuiltRoute[],
    threads: number,
    cache = mkdtempSync(path.join(tmpdir(), 'og-threads-')),
  ) => {
    temps.push(cache);
    const { content } = await loadRoutes();
    const output: OutputMap = new Map();
    const dirs = { template: path.join(projectRoot, 'templates/og-card.svg'), cache };
    const stats = await renderOgImages(
      output,
      routes.map((page) => ({ ...page })),
      content,
      { dirs, threads },
    );
    return { output, stats, cache };
  };
  const posts = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      route({
        path: `/blog/vodic-${i}`,
        title: `Vodič ${i}: kako gledati ex-Yu kanale na Smart TV-u, Android boxu i mobitelu u inozemstvu`,
        description: `Korak ${i}: instalacija aplikacije, prijava i najčešći problemi s rješenjima.`,
      }),
    );

  it("are the same files, byte for byte, as cards drawn on the build's own thread, badges and librsvg's cards among them", async () => {
    const { built } = await loadRoutes();
    const marked = route({ path: '/marked', title: `Kontakt a${'\u0323'.repeat(12)}`, description: 'Pišite nam' });
    const routes = [...built, ...posts(12), marked];
    const [here, threads] = [await drawAll(routes, 0), await drawAll(routes, 2)];
    expect(threads.stats.encoded).toBe(here.stats.encoded);
    expect(here.stats.encoded).toBeGreaterThan(built.length);
    expect([...threads.output.keys()].sort()).toEqual([...here.output.keys()].sort());
    for (const [file, card] of here.output)
      expect(
        readFileSync((threads.output.get(file) as FileOnDisk).path).equals(readFileSync((card as FileOnDisk).path)),
        file,
      ).toBe(true);
  });

  it('fail the stage when a card cannot be written, saying why', async () => {
    const { content } = await loadRoutes();
    const cache = mkdtempSync(path.join(tmpdir(), 'og-threads-'));
    temps.push(cache);
    const dirs = { template: path.join(projectRoot, 'templates/og-card.svg'), cache };
    const cards = renderOgImages(new Map(), posts(8), content, { dirs, threads: 1 });
    // The cache has been read; where the cards go is no folder any more.
    rmSync(cache, { recursive: true });
    writeFileSync(cache, 'not a folder');
    await expect(cards).rejects.toThrow(/a card could not be written: .*ENOTDIR/);
  });
});

describe('the card cache', () => {
  let project: ProjectCopy | undefined;
  afterAll(() => project?.remove());

  it(
    'a rebuild with nothing changed encodes no card and drops cards of another encoding; a changed title encodes only its card',
    () => {
      project = copyProject('balkanstream-og-');
      const first = project.build();
      expect(first.status, describeBuild(first)).toBe(0);
      // Without the record of the last build, which would skip the pipeline altogether.
      rmSync(project.file('.cache/last-build.json'));
      const otherEncoding = project.file(`.cache/og/${'a'.repeat(64)}-00000000.png`);
      writeFileSync(otherEncoding, 'a card an earlier encoder wrote');
      // Versions kept for packages installed before: trusted, they would name every card anew.
      const keptVersions = project.file('.cache/sharp-versions.json');
      writeFileSync(keptVersions, JSON.stringify({ installed: 'packages of before', versions: { sharp: '0.0.1' } }));
      const second = project.build();
      expect(second.status, describeBuild(second)).toBe(0);
      expect(second.stdout).toMatch(
        new RegExp(`^og .*${pages.length} social cards: 0 encoded, ${pages.length} cached`, 'm'),
      );
      expect(existsSync(otherEncoding), 'a card no build can read any more').toBe(false);
      expect(JSON.parse(project.read('.cache/sharp-versions.json')).versions).toEqual(sharp.versions);

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
