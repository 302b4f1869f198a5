import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Content } from '../../shared/content/content';
import type { FileOnDisk, OutputMap } from '../publish/output';
import { escapeXml } from '../publish/xml';
import { cacheDir, projectRoot } from '../paths';
import { hashCode } from './code-hash';
import type { BuiltRoute, Route } from '../../shared/route';

const TEXT_WIDTH = 1040;
/** DejaVu Sans Bold averages about 0.6 em per character; wrapping estimates line width from it. */
const EM_PER_CHAR = 0.62;
const TITLE_SIZES = [64, 54, 46];
const TITLE_LINES = 3;
const TITLE_TOP = 236;
// No palette (quantising costs ~250 ms a card), no adaptive filtering; zlib level 6 encodes in 11 ms a card at ~77 KB, level 9 in 28 ms at ~65 KB.
const PNG_OPTIONS = { compressionLevel: 6, adaptiveFiltering: false } as const;

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

/** The card's SVG source for one page: brand, title, subtitle (price, country or description) and a badge. */
export function cardSvg(template: string, route: BuiltRoute, brand: string): string {
  const title = fitTitle(cardTitle(route, brand));
  const titleLineHeight = Math.round(title.size * 1.18);
  const subtitleTop = TITLE_TOP + (title.lines.length - 1) * titleLineHeight + 64;
  const subtitle = wrapWords(route.ogSubtitle ?? route.description, charsPerLine(28), 2);
  const badgeText = route.ogBadge ?? priceBadge(route);
  const badgeWidth = Math.round(badgeText ? badgeText.length * 26 * EM_PER_CHAR + 64 : 0);
  const badge = badgeText
    ? `<g font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700"><rect x="80" y="500" width="${badgeWidth}" height="60" rx="30" fill="url(#accent)"/><text x="${80 + badgeWidth / 2}" y="539" text-anchor="middle" fill="#ffffff">${escapeXml(badgeText)}</text></g>`
    : '';
  const slots: Record<string, string> = {
    brand: escapeXml(brand),
    titleSize: String(title.size),
    title: tspans(title.lines, 80, TITLE_TOP, titleLineHeight),
    subtitle: tspans(subtitle, 80, subtitleTop, 38),
    badge,
  };
  // A function replacer: a replacement string would read $&, $` and $' in a title as patterns.
  return template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => slots[name] ?? slot);
}

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

const cardKey = (svg: string) =>
  createHash('sha256')
    .update(svg)
    .update(JSON.stringify(PNG_OPTIONS))
    .update(sharp.versions.sharp ?? '')
    .digest('hex');

/** The card as a file in the cache: dist/ links it instead of holding thousands of PNGs in memory. */
async function encodeCard(svg: string, key: string, cache: string, stats: OgStats): Promise<FileOnDisk> {
  const file = path.join(cache, `${key}.png`);
  const bytes = await sharp(Buffer.from(svg)).png(PNG_OPTIONS).toBuffer();
  stats.encoded++;
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
  return { path: file };
}

/**
 * Card keys by what a card shows, for one template and brand: `npm run dev` keeps them between builds, so an edit
 * re-draws only the cards whose text it changed.
 */
export interface CardKeys {
  template?: string;
  keys: Map<string, string>;
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
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify({ template: known.template, keys: [...known.keys] }));
  renameSync(temp, file);
  const dir = path.dirname(file);
  for (const name of readdirSync(dir))
    if (/^keys-\w+\.json$/.test(name) && name !== path.basename(file)) rmSync(path.join(dir, name), { force: true });
}

/**
 * One 1200×630 PNG card per built page, encoded once per distinct card (cached in .cache/og by a hash of
 * its SVG). Each route's `ogImage` (the card's absolute URL, named by that hash) is set before the first
 * await, so pages can render while the cards encode on sharp's threads.
 */
export function renderOgImages(
  output: OutputMap,
  routes: readonly Route[],
  content: Content,
  { dirs = defaultDirs, known: kept }: { dirs?: OgDirs; known?: CardKeys } = {},
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
  if (known.template !== template + brand) known.keys.clear();
  known.template = template + brand;
  const origin = content.site.origin.replace(/\/+$/, '');
  const cards = routes
    .filter((r): r is BuiltRoute => r.status === 'built')
    .map((route) => {
      const shown = JSON.stringify([
        route.lang,
        route.title,
        route.ogSubtitle ?? route.description,
        route.ogBadge ?? priceBadge(route) ?? '',
      ]);
      let key = known.keys.get(shown);
      const svg = key === undefined ? cardSvg(template, route, brand) : undefined;
      if (key === undefined) named++;
      key ??= cardKey(svg!);
      known.keys.set(shown, key);
      used.set(shown, key);
      const file = cardFile(route.path, key);
      route.ogImage = `${origin}/${file}`;
      return { route, svg, key, file };
    });
  // Saved with this build's cards only, and only when one was named anew, so an unchanged site writes nothing.
  if (keysFile && (named > 0 || used.size !== known.keys.size))
    writeCardKeys(keysFile, { template: known.template, keys: used });
  const stored = new Set(readdirSync(dirs.cache));
  const stats: OgStats = { encoded: 0, cached: 0, ms: 0 };
  // One listing of the cache instead of a file check per card: thousands of unchanged posts cost no I/O.
  const missing = cards.filter(({ key, file }) => {
    if (!stored.has(`${key}.png`)) return true;
    output.set(file, { path: path.join(dirs.cache, `${key}.png`) });
    stats.cached++;
    return false;
  });
  return (async () => {
    // Each card renders and encodes on one of sharp's threads: a few in flight keep every core busy, and a pool
    // (not batches) starts the next card as soon as one is done instead of waiting for the batch's slowest.
    // Pages whose cards draw the same SVG share one key: it is encoded once, never twice at the same time into one file.
    const sameCard = new Map<string, typeof missing>();
    for (const card of missing) {
      const pages = sameCard.get(card.key);
      if (pages) pages.push(card);
      else sameCard.set(card.key, [card]);
    }
    const keys = [...sameCard.keys()];
    let next = 0;
    const encodeNext = async (): Promise<void> => {
      for (let key = keys[next++]; key; key = keys[next++]) {
        const pages = sameCard.get(key)!;
        const card = await encodeCard(
          pages[0]!.svg ?? cardSvg(template, pages[0]!.route, brand),
          key,
          dirs.cache,
          stats,
        );
        for (const { file } of pages) output.set(file, card);
      }
    };
    await Promise.all(Array.from({ length: Math.min(keys.length, availableParallelism() * 2) }, encodeNext));
    stats.ms = performance.now() - started;
    return stats;
  })();
}
