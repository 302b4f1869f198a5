import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { replaceFileSync } from '../files/replace-file';
import type { Content } from '../../shared/content/content';
import type { FileOnDisk, OutputMap } from '../publish/output';
import { escapeXml } from '../publish/xml';
import { cacheDir, projectRoot } from '../paths';
import { sharpVersions } from '../assets/sharp';
import { hashCode } from './code-hash';
import { CARD_HEIGHT, CARD_WIDTH, type CardBackground, CardCanvas, inksOutside } from './og-png';
import { cardBackgroundOf, cardEncoding, drawCoverages, drawStrip } from './og-raster';
import { type CardJob, CardWriters } from './og-pool';
import { type Coverage, coveragesOf, INK_ABOVE, INK_BELOW, type TextBlock, type TextStyle } from './og-text';
import type { BuiltRoute, Route } from '../../shared/route';

const TEXT_WIDTH = 1040;
/** DejaVu Sans Bold averages about 0.6 em per character; wrapping estimates line width from it. */
const EM_PER_CHAR = 0.62;
const TITLE_SIZES = [64, 54, 46];
const TITLE_LINES = 3;
const TITLE_TOP = 236;
const SUBTITLE_SIZE = 28;
const SUBTITLE_LINE_HEIGHT = 38;
const TEXT_LEFT = 80;
const BADGE_BOTTOM = 561;
/** Cards whose text Pango draws in one call: four take ~2 ms of it a card where one alone takes ~3 ms. */
const CARDS_PER_TEXT_CALL = 4;
/** Below this many missing cards, starting worker threads to write them costs more than it saves. */
const MIN_CARDS_FOR_THREADS = 64;
/** Pango draws one call at a time, about 2 ms a card, and a thread lays and writes a card in about 5: more would wait. */
const MAX_CARD_THREADS = 3;

export interface OgDirs {
  template: string;
  cache: string;
}

const defaultDirs: OgDirs = {
  template: path.join(projectRoot, 'templates/og-card.svg'),
  cache: path.join(cacheDir, 'og'),
};

/**
 * Greedy word wrap: breaks only between words, so a word is never cut. Past `maxLines` the last line ends
 * with an ellipsis after a whole word.
 */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const words = kept[maxLines - 1]!.split(' ');
  while (words.length > 1 && (words.join(' ') + ' …').length > maxChars) words.pop();
  kept[maxLines - 1] = `${words.join(' ')} …`;
  return kept;
}

const charsPerLine = (fontSize: number) => Math.floor(TEXT_WIDTH / (fontSize * EM_PER_CHAR));

/** The largest title size at which the title fits in three lines without any word overflowing. */
function fitTitle(title: string): { size: number; lines: string[] } {
  for (const size of TITLE_SIZES) {
    const max = charsPerLine(size);
    const lines = wrapWords(title, max, Infinity);
    if (lines.length <= TITLE_LINES && lines.every((l) => l.length <= max)) return { size, lines };
  }
  const size = TITLE_SIZES.at(-1)!;
  return { size, lines: wrapWords(title, charsPerLine(size), TITLE_LINES) };
}

/** The page title without the ` | Brand` suffix: the card shows the brand itself. */
function cardTitle(route: BuiltRoute, brand: string): string {
  return (
    route.title.replace(new RegExp(`\\s*[|–-]\\s*${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`), '') ||
    route.title
  );
}

/**
 * A page that sells (its structured data has a Product with prices) shows its price on the card, written the
 * way its language writes money, e.g. `10 € – 25 €`, unless the route gives its own `ogBadge`.
 */
export function priceBadge(route: BuiltRoute): string | undefined {
  const offers = route.jsonLd?.find((item) => item['@type'] === 'Product')?.offers as
    | { lowPrice?: number; highPrice?: number; priceCurrency?: string }
    | undefined;
  if (offers?.lowPrice === undefined || !offers.priceCurrency) return undefined;
  const money = (n: number) => {
    const digits = Number.isInteger(n) ? 0 : 2;
    return new Intl.NumberFormat(route.lang, {
      style: 'currency',
      currency: offers.priceCurrency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(n);
  };
  const high = offers.highPrice ?? offers.lowPrice;
  return high === offers.lowPrice ? money(offers.lowPrice) : `${money(offers.lowPrice)} – ${money(high)}`;
}

const tspans = (lines: string[], x: number, y: number, lineHeight: number) =>
  lines.map((line, i) => `<tspan x="${x}" y="${y + i * lineHeight}">${escapeXml(line)}</tspan>`).join('');

/** Where a page's card text goes: title and subtitle lines at their baselines, the badge, and the rows it may ink. */
interface CardLayout {
  title: { size: number; lines: string[]; lineHeight: number };
  subtitle: { lines: string[]; baseline: number };
  badgeText: string | undefined;
  /** The rows the page text may ink, `top` up to `top + rows`: all a card draws apart from what every card shares. */
  top: number;
  rows: number;
}

function cardLayout(route: BuiltRoute, brand: string): CardLayout {
  const title = fitTitle(cardTitle(route, brand));
  const lineHeight = Math.round(title.size * 1.18);
  const subtitleTop = TITLE_TOP + (title.lines.length - 1) * lineHeight + 64;
  const subtitle = wrapWords(route.ogSubtitle ?? route.description, charsPerLine(SUBTITLE_SIZE), 2);
  const badgeText = route.ogBadge ?? priceBadge(route);
  const top = Math.max(0, TITLE_TOP - Math.ceil(title.size * INK_ABOVE) - 1);
  const bottom = Math.min(
    CARD_HEIGHT,
    Math.max(
      TITLE_TOP + (title.lines.length - 1) * lineHeight + Math.ceil(title.size * INK_BELOW) + 1,
      subtitleTop + (subtitle.length - 1) * SUBTITLE_LINE_HEIGHT + Math.ceil(SUBTITLE_SIZE * INK_BELOW) + 1,
      badgeText ? BADGE_BOTTOM : 0,
    ),
  );
  return {
    title: { ...title, lineHeight },
    subtitle: { lines: subtitle, baseline: subtitleTop },
    badgeText,
    top,
    rows: bottom - top,
  };
}

/** What one page's card shows, for the template's slots. */
function cardSlots(layout: CardLayout, brand: string): Record<string, string> {
  const { title, subtitle, badgeText } = layout;
  const badgeWidth = Math.round(badgeText ? badgeText.length * 26 * EM_PER_CHAR + 64 : 0);
  const badge = badgeText
    ? `<g font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700"><rect x="80" y="500" width="${badgeWidth}" height="60" rx="30" fill="url(#accent)"/><text x="${80 + badgeWidth / 2}" y="539" text-anchor="middle" fill="#ffffff">${escapeXml(badgeText)}</text></g>`
    : '';
  return {
    brand: escapeXml(brand),
    titleSize: String(title.size),
    title: tspans(title.lines, TEXT_LEFT, TITLE_TOP, title.lineHeight),
    subtitle: tspans(subtitle.lines, TEXT_LEFT, subtitle.baseline, SUBTITLE_LINE_HEIGHT),
    badge,
    top: String(layout.top),
    rows: String(layout.rows),
  };
}

// A function replacer: a replacement string would read $&, $` and $' in a title as patterns.
const fillSlots = (template: string, slots: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => slots[name] ?? slot);

/** The card's SVG source for one page: brand, title, subtitle (price, country or description) and a badge. */
export function cardSvg(template: string, route: BuiltRoute, brand: string): string {
  return fillSlots(template, cardSlots(cardLayout(route, brand), brand));
}

/** The template's page text: from the title's element to the badge (the brand is the same on every card). */
const PAGE_TEXT = /<text\b[^>]*>\{\{title\}\}<\/text>[\s\S]*\{\{badge\}\}/;

/**
 * The card template, and the same in two: what every card shows (drawn once), and an SVG of the page's text alone,
 * cut to the rows that text inks, with the template's definitions (the badge's gradient).
 */
export interface CardTemplate {
  whole: string;
  shared: string;
  strip: string;
  /** The title's and subtitle's styles, when both are plain enough for Pango to draw them as the SVG would. */
  text: CardTextStyles | undefined;
}

export interface CardTextStyles {
  title: Omit<TextStyle, 'size'>;
  subtitle: TextStyle;
}

/** All a text element may say for Pango to draw it: a family list, a weight, a size and a solid fill. */
const PLAIN_TEXT = new Set(['font-family', 'font-weight', 'font-size', 'fill']);

/** A text element's style and its font-size attribute as written, or undefined if it says more than Pango draws alike. */
function plainStyleOf(element: string): { style: Omit<TextStyle, 'size'>; size: string } | undefined {
  const attributes = new Map<string, string>();
  const rest = element.replace(/\s([\w-]+)="([^"]*)"/g, (_, name: string, value: string) => {
    attributes.set(name, value);
    return '';
  });
  if (rest.trim() || [...attributes.keys()].some((name) => !PLAIN_TEXT.has(name))) return undefined;
  const fill = /^#([0-9a-f]{6})$/i.exec(attributes.get('fill') ?? '')?.[1];
  const family = attributes.get('font-family') ?? '';
  const weight = attributes.get('font-weight') ?? 'normal';
  if (!fill || !/^[\w ,-]+$/.test(family) || !['normal', '400', 'bold', '700'].includes(weight)) return undefined;
  const colour = [0, 2, 4].map((at) => Number.parseInt(fill.slice(at, at + 2), 16)) as [number, number, number];
  return {
    style: { family, bold: weight === 'bold' || weight === '700', colour },
    size: attributes.get('font-size') ?? '',
  };
}

/** The page text's styles, if it is the title's and subtitle's elements, plain, and the badge, and nothing else. */
function plainTextStyles(pageText: string): CardTextStyles | undefined {
  const titleElement = /<text\b([^>]*)>\{\{title\}\}<\/text>/.exec(pageText);
  const subtitleElement = /<text\b([^>]*)>\{\{subtitle\}\}<\/text>/.exec(pageText);
  if (!titleElement || !subtitleElement) return undefined;
  const others = pageText.replace(titleElement[0], '').replace(subtitleElement[0], '').replace('{{badge}}', '');
  const title = plainStyleOf(titleElement[1]!);
  const subtitle = plainStyleOf(subtitleElement[1]!);
  const subtitleSize = Number(subtitle?.size);
  if (others.trim() || title?.size !== '{{titleSize}}' || !subtitle || !(subtitleSize > 0)) return undefined;
  return { title: title.style, subtitle: { ...subtitle.style, size: subtitleSize } };
}

export function splitCardTemplate(template: string): CardTemplate {
  const pageText = PAGE_TEXT.exec(template)?.[0];
  const shared = pageText && template.replace(pageText, '');
  if (!shared || /\{\{(title|titleSize|subtitle|badge)\}\}/.test(shared))
    throw new Error(
      'templates/og-card.svg: the page text ({{title}}, {{subtitle}}, {{badge}}) must follow the title element, the rest show the brand only',
    );
  const defs = /<defs>[\s\S]*?<\/defs>/.exec(template)?.[0] ?? '';
  return {
    whole: template,
    shared,
    strip: `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="{{rows}}" viewBox="0 {{top}} ${CARD_WIDTH} {{rows}}">${defs}${pageText}</svg>`,
    text: plainTextStyles(pageText),
  };
}

/** The title's and subtitle's lines of a card, as Pango draws them where the SVG places them. */
const textBlocks = (styles: CardTextStyles, layout: CardLayout): TextBlock[] =>
  [
    {
      style: { ...styles.title, size: layout.title.size },
      x: TEXT_LEFT,
      baseline: TITLE_TOP,
      lineHeight: layout.title.lineHeight,
      lines: layout.title.lines,
    },
    {
      style: styles.subtitle,
      x: TEXT_LEFT,
      baseline: layout.subtitle.baseline,
      lineHeight: SUBTITLE_LINE_HEIGHT,
      lines: layout.subtitle.lines,
    },
  ].filter((block) => block.lines.length > 0);

/**
 * Each card's text drawn by Pango, all cards in one call (a call costs ~1 ms whatever it draws); undefined for a card
 * with a badge, or one whose text Pango could not place. When one card's text fails the call, each is drawn alone.
 */
async function textCoverages(styles: CardTextStyles, layouts: CardLayout[]): Promise<(Coverage[] | undefined)[]> {
  const blocks = layouts.map((layout) => (layout.badgeText ? undefined : textBlocks(styles, layout)));
  const drawn = blocks.filter((own) => own !== undefined);
  const together = await coveragesOf(drawn.flat());
  if (!together && drawn.length > 1) return Promise.all(blocks.map((own) => own && coveragesOf(own)));
  let at = 0;
  return blocks.map((own) => own && together?.slice(at, (at += own.length)));
}

/** A card about to be drawn: where its text goes, and its title and subtitle drawn by Pango when they could be. */
interface CardText {
  layout: CardLayout;
  coverages: Coverage[] | undefined;
}

/** Pages' card texts, Pango's drawn in one call. */
async function cardTexts(template: CardTemplate, routes: readonly BuiltRoute[], brand: string): Promise<CardText[]> {
  const layouts = routes.map((route) => cardLayout(route, brand));
  const texts = template.text ? await textCoverages(template.text, layouts) : [];
  return layouts.map((layout, i) => ({ layout, coverages: texts[i] }));
}

/** Whether the card is Pango's text laid over the background, which a worker thread can do (og-pool.ts). */
const laysCoverages = (text: CardText): text is CardText & { coverages: Coverage[] } =>
  text.coverages !== undefined &&
  !text.coverages.some((coverage) => inksOutside(coverage, text.layout.top, text.layout.top + text.layout.rows));

/**
 * A card as PNG bytes, drawn on a canvas that holds the pixels every card shares. Pango draws plain title and subtitle
 * lines in about half the time librsvg takes for the same strip; a card with a badge (a gradient pill) is drawn by
 * librsvg.
 */
function drawCard(
  template: CardTemplate,
  canvas: CardCanvas,
  { layout, coverages }: CardText,
  brand: string,
): Promise<Buffer> {
  const slots = cardSlots(layout, brand);
  const whole = fillSlots(template.whole, slots);
  return coverages
    ? drawCoverages(canvas, coverages, layout.top, layout.rows, whole)
    : drawStrip(canvas, fillSlots(template.strip, slots), layout.top, layout.rows, whole);
}

/** Pages' cards as PNG bytes, drawn one after another on this thread. */
export async function drawCards(
  template: CardTemplate,
  canvas: CardCanvas,
  routes: readonly BuiltRoute[],
  brand: string,
): Promise<Buffer[]> {
  const cards: Buffer[] = [];
  for (const text of await cardTexts(template, routes, brand))
    cards.push(await drawCard(template, canvas, text, brand));
  return cards;
}

/** The pixels every card shares: the template without the page's text. */
export const cardBackground = (template: CardTemplate, brand: string): Promise<CardBackground> =>
  cardBackgroundOf(fillSlots(template.shared, { brand: escapeXml(brand) }));

/** dist/ file name of a route's card: readable, and content-hashed so hosts may cache it forever. */
function cardFile(routePath: string, key: string): string {
  const slug = routePath === '/' ? 'home' : routePath.slice(1).replace(/[^a-z0-9-]+/gi, '-');
  return `og/${slug}-${key.slice(0, 10)}.png`;
}

export interface OgStats {
  encoded: number;
  cached: number;
  /** Wall-clock milliseconds from the first card to the last (the bench divides it by `encoded`). */
  ms: number;
}

/**
 * A card's name: a hash of its SVG and of the rasteriser's version, so it changes whenever what the card shows does.
 * The salt is the encoder options of earlier builds, kept so that card URLs, and every page naming one, stay as they were.
 */
const cardKey = (svg: string) =>
  createHash('sha256')
    .update(svg)
    .update('{"compressionLevel":6,"adaptiveFiltering":false}')
    .update(sharpVersions().sharp ?? '')
    .digest('hex');

/** The card's file in the cache, by its key and how it was encoded: a change of encoder never reuses older bytes. */
let encodingId: string | undefined;
const cachedCard = (key: string) =>
  `${key}-${(encodingId ??= createHash('sha256').update(JSON.stringify(cardEncoding())).digest('hex').slice(0, 8))}.png`;
/** Whether a cache file is a card of another encoding: named as `cachedCard` names them, with another encoding. */
const otherEncoding = (name: string) =>
  /^[0-9a-f]{64}-[0-9a-f]{8}\.png$/.test(name) && name !== cachedCard(name.slice(0, 64));

/** The card as its file in the cache: dist/ links it instead of holding thousands of PNGs in memory. */
function storeCard(bytes: Buffer, cached: FileOnDisk, stats: OgStats): FileOnDisk {
  stats.encoded++;
  replaceFileSync(cached.path, bytes);
  return cached;
}

/**
 * Card keys by what a card shows, for one template and brand: `npm run dev` keeps them between builds, so an edit
 * re-draws only the cards whose text it changed.
 */
export interface CardKeys {
  template?: string;
  keys: Map<string, string>;
  /** Each route's card as this process last named it: a route is not changed once made, so neither is its card. */
  routes?: WeakMap<BuiltRoute, NamedCard>;
}

/** A route's card: what it shows, its key, its dist/ file and the cached PNG that file is linked from. */
interface NamedCard {
  shown: string;
  key: string;
  file: string;
  cachedName: string;
  cached: FileOnDisk;
}

/** Where a build that keeps no keys in memory finds them: one file per version of the code that draws and names cards. */
const cardKeysFile = (cache: string) =>
  path.join(
    cache,
    `keys-${hashCode(['build/render', 'build/publish', 'shared'], ['package-lock.json']).slice(0, 16)}.json`,
  );

/** The keys the last build saved, so thousands of unchanged cards are not drawn as SVG and hashed again to be named. */
function readCardKeys(file: string): CardKeys {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { template: string; keys: [string, string][] };
    return { template: saved.template, keys: new Map(saved.keys) };
  } catch {
    return { keys: new Map() };
  }
}

/** Saves the keys; those of earlier code are of no use any more. */
function writeCardKeys(file: string, known: CardKeys): void {
  replaceFileSync(file, JSON.stringify({ template: known.template, keys: [...known.keys] }));
  const dir = path.dirname(file);
  for (const name of readdirSync(dir))
    if (/^keys-\w+\.json$/.test(name) && name !== path.basename(file)) rmSync(path.join(dir, name), { force: true });
}

/**
 * One 1200×630 PNG card per built page, encoded once per distinct card (cached in .cache/og by a hash of
 * its SVG). Each route's `ogImage` (the card's absolute URL, named by that hash) is set before the first
 * await, so pages can render while the cards are drawn (on worker threads when many are missing).
 */
export function renderOgImages(
  output: OutputMap,
  routes: readonly Route[],
  content: Content,
  {
    dirs = defaultDirs,
    known: kept,
    threads,
  }: {
    dirs?: OgDirs;
    known?: CardKeys;
    /** Worker threads that write cards; by default one a core, MAX_CARD_THREADS at most, when many are missing. */
    threads?: number;
  } = {},
): Promise<OgStats> {
  const started = performance.now();
  const template = readFileSync(dirs.template, 'utf8');
  mkdirSync(dirs.cache, { recursive: true });
  // `npm run dev` keeps the keys in memory; any other build reads those the last one saved beside the cards.
  const keysFile = kept ? undefined : cardKeysFile(dirs.cache);
  const known = kept ?? readCardKeys(keysFile!);
  const used = new Map<string, string>();
  let named = 0;
  const brand = content.site.brand.name;
  const origin = content.site.origin.replace(/\/+$/, '');
  if (known.template !== template + brand) {
    known.keys.clear();
    known.routes = undefined;
  }
  known.template = template + brand;
  // Cards are named anew in a new process or for a new template: only then can older encodings lie in the cache.
  const sweep = known.routes === undefined;
  const byRoute = (known.routes ??= new WeakMap());
  const nameCard = (route: BuiltRoute): NamedCard => {
    const shown = JSON.stringify([
      route.lang,
      route.title,
      route.ogSubtitle ?? route.description,
      route.ogBadge ?? priceBadge(route) ?? '',
    ]);
    let key = known.keys.get(shown);
    if (key === undefined) {
      named++;
      key = cardKey(cardSvg(template, route, brand));
    }
    known.keys.set(shown, key);
    const cachedName = cachedCard(key);
    const card = {
      shown,
      key,
      file: cardFile(route.path, key),
      cachedName,
      cached: { path: path.join(dirs.cache, cachedName) },
    };
    byRoute.set(route, card);
    return card;
  };
  const cards = routes
    .filter((r): r is BuiltRoute => r.status === 'built')
    .map((route) => {
      const card = byRoute.get(route) ?? nameCard(route);
      used.set(card.shown, card.key);
      route.ogImage = `${origin}/${card.file}`;
      return { route, card };
    });
  // Saved with this build's cards only, and only when one was named anew, so an unchanged site writes nothing.
  if (keysFile && (named > 0 || used.size !== known.keys.size))
    writeCardKeys(keysFile, { template: known.template, keys: used });
  const stored = new Set(readdirSync(dirs.cache));
  // A card encoded another way is never read again (its name carries the encoding): it would only fill the disk.
  if (sweep) for (const name of stored) if (otherEncoding(name)) rmSync(path.join(dirs.cache, name), { force: true });
  const stats: OgStats = { encoded: 0, cached: 0, ms: 0 };
  // One listing of the cache instead of a file check per card: thousands of unchanged posts cost no I/O.
  const missing = cards.filter(({ card }) => {
    if (!stored.has(card.cachedName)) return true;
    output.set(card.file, card.cached);
    stats.cached++;
    return false;
  });
  const drawMissing = async (): Promise<void> => {
    // Pages whose cards draw the same SVG share one key: it is encoded once, never twice at the same time into one file.
    const sameCard = new Map<string, typeof missing>();
    for (const page of missing) {
      const pages = sameCard.get(page.card.key);
      if (pages) pages.push(page);
      else sameCard.set(page.card.key, [page]);
    }
    const keys = [...sameCard.keys()];
    if (keys.length === 0) return;
    // Drawn once per build, and only when a card is missing.
    const parts = splitCardTemplate(template);
    const background = await cardBackground(parts, brand);
    const threadCount =
      threads ?? (keys.length >= MIN_CARDS_FOR_THREADS ? Math.min(availableParallelism(), MAX_CARD_THREADS) : 0);
    const writers = threadCount > 0 ? new CardWriters(threadCount, background) : undefined;
    let next = 0;
    const nextBatch = () => keys.slice(next, (next += CARDS_PER_TEXT_CALL));
    // Pango draws a few cards' text on one of libuv's threads, one call at a time. While one loop waits for its text,
    // the other lays and writes the cards of its last call, or hands them to the writers.
    const drawNext = async (): Promise<void> => {
      const canvas = new CardCanvas(background);
      for (let batch = nextBatch(); batch.length > 0; batch = nextBatch()) {
        const pagesOf = batch.map((key) => sameCard.get(key)!);
        const texts = await cardTexts(
          parts,
          pagesOf.map((pages) => pages[0]!.route),
          brand,
        );
        const jobs: CardJob[] = [];
        const handed: [FileOnDisk, (typeof missing)[number][]][] = [];
        for (const [i, pages] of pagesOf.entries()) {
          const text = texts[i]!;
          const { cached } = pages[0]!.card;
          if (writers && laysCoverages(text)) {
            jobs.push({ file: cached.path, top: text.layout.top, rows: text.layout.rows, coverages: text.coverages });
            handed.push([cached, pages]);
          } else {
            const card = storeCard(await drawCard(parts, canvas, text, brand), cached, stats);
            for (const page of pages) output.set(page.card.file, card);
          }
        }
        if (jobs.length === 0) continue;
        await writers!.room();
        writers!.write(jobs);
        // Linked now: the stage resolves only once the threads have written every card handed to them.
        for (const [card, pages] of handed) {
          stats.encoded++;
          for (const page of pages) output.set(page.card.file, card);
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(2, Math.ceil(keys.length / CARDS_PER_TEXT_CALL)) }, drawNext));
      await writers?.finish();
    } finally {
      writers?.close();
    }
  };
  return drawMissing().then(() => {
    stats.ms = performance.now() - started;
    return stats;
  });
}
