import { loadSharp } from '../assets/sharp';
import { escapeXml } from '../publish/xml';

/** How one of the card template's text elements writes: a plain fill in one family list, weight and size. */
export interface TextStyle {
  family: string;
  bold: boolean;
  size: number;
  colour: [number, number, number];
}

/** Lines of text in one style, the first with its baseline at `baseline` and starting at `x`, as SVG places them. */
export interface TextBlock {
  style: TextStyle;
  x: number;
  baseline: number;
  lineHeight: number;
  lines: string[];
}

/** DejaVu Sans draws within 1.18 em above its baseline and 0.42 em below (the font's bounding box), plus an edge pixel. */
export const INK_ABOVE = 1.2;
export const INK_BELOW = 0.42;

/** A block's coverage, a byte (0–255) a pixel, and the card pixel its first column and row fall on. */
export interface Coverage {
  data: Buffer;
  width: number;
  height: number;
  /** Columns before this are the anchors' (below): never laid on the card. */
  firstColumn: number;
  left: number;
  top: number;
  colour: [number, number, number];
}

/**
 * Pango crops what it draws to the ink and does not say where the origin fell, so every line starts with a full block
 * and a thin space: the block's edges, found in the pixels, give the line's origin and baseline.
 */
const ANCHOR = '█\u2009';

const pangoFont = ({ family, bold, size }: TextStyle) =>
  `${family.replace(/\s*,\s*/g, ',')}${bold ? ' Bold' : ''} ${size}`;

/** The first index from `from` whose value reaches half coverage, or -1 if none before `end`. */
function firstInked(at: (i: number) => number, from: number, end: number): number {
  for (let i = from; i < end; i++) if (at(i) >= 128) return i;
  return -1;
}

/**
 * Where the anchor inks relative to where SVG writes it, from librsvg writing it twice at (20, 2 em): its left edge's
 * distance right of the origin (`edge`), the distance from that edge to the second anchor's (`textStart`: where text
 * after an anchor starts, plus `edge`), and its top edge's height above the baseline (`ascent`). Also how wide Pango
 * draws the block alone: the columns left off the card.
 */
interface AnchorMetrics {
  edge: number;
  textStart: number;
  ascent: number;
  blockWidth: number;
}

// libvips draws text behind one lock (Pango is not thread-safe): text calls made together park libuv's threads, which
// the images and file reads beside them need, and cost more CPU in all. One at a time, first builds at 4,000 posts were
// faster in 11 of 12 alternating pairs (when cards were still compressed on libuv's threads too).
let textTurn: Promise<unknown> = Promise.resolve();

/** Runs a Pango call once the one before it is done. */
function inTextTurn<T>(draw: () => Promise<T>): Promise<T> {
  const drawn = textTurn.then(draw);
  textTurn = drawn.catch(() => undefined);
  return drawn;
}

/** Undefined when the font draws no block whose edges can be found (Pango's cards then go to librsvg). */
async function measureAnchor(style: TextStyle): Promise<AnchorMetrics | undefined> {
  const baseline = style.size * 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${style.size * 4}" height="${style.size * 3}"><text x="20" y="${baseline}" font-family="${escapeXml(style.family)}" font-weight="${style.bold ? 700 : 400}" font-size="${style.size}" fill="#fff">${ANCHOR}█</text></svg>`;
  const { data, info } = await loadSharp()(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
  const middle = baseline - Math.round(style.size * 0.3);
  const left = firstInked((x) => alpha(x, middle), 0, info.width);
  if (left < 0) return undefined;
  const right = firstInked((x) => 255 - alpha(x, middle), left, info.width);
  const next = right < 0 ? -1 : firstInked((x) => alpha(x, middle), right, info.width);
  const top = firstInked((y) => alpha(left + 2, y), 0, info.height);
  if (next < 0 || top < 0) return undefined;
  const alone = await inTextTurn(() =>
    loadSharp()({ text: { text: `<span font="${pangoFont(style)}">█</span>`, dpi: 72 } })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  return { edge: left - 20, textStart: next - left, ascent: baseline - top, blockWidth: alone.info.width };
}

const anchors = new Map<string, Promise<AnchorMetrics | undefined>>();

const anchorOf = (style: TextStyle): Promise<AnchorMetrics | undefined> => {
  const font = pangoFont(style);
  let metrics = anchors.get(font);
  if (!metrics) anchors.set(font, (metrics = measureAnchor(style)));
  return metrics;
};

/** Ends every block but the last with a line that inks nothing, in the block's own line height: the gap between blocks. */
const SPACER = '\n\u200b';

/**
 * The blocks drawn by Pango in one call (each call costs ~0.7 ms whatever it draws), each placed so its lines start at
 * `x` on their baselines as the SVG's text would (within a pixel: Pango rounds glyph advances, librsvg does not).
 * Undefined when the anchors are not where they should be, or a block's ink may reach the next one's rows.
 */
export async function coveragesOf(blocks: readonly TextBlock[]): Promise<Coverage[] | undefined> {
  if (blocks.length === 0) return [];
  const metrics = await Promise.all(blocks.map((block) => anchorOf(block.style)));
  if (!metrics.every((anchor) => anchor !== undefined)) return undefined;
  const markup = blocks
    .map(
      (block, i) =>
        `<span font="${pangoFont(block.style)}" line_height="${block.lineHeight * 1024}">${block.lines
          .map((line) => ANCHOR + escapeXml(line))
          .join('\n')}${i + 1 < blocks.length ? SPACER : ''}</span>`,
    )
    .join('\n');
  // Pango draws one band of coverage; kept as one band, not widened to sRGB, it comes back in about half the time.
  const { data, info } = await inTextTurn(() =>
    loadSharp()({ text: { text: markup, dpi: 72 } })
      .pipelineColourspace('b-w')
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  if (info.channels !== 1) throw new Error(`Pango drew ${info.channels} bands of coverage, not 1`);
  const { width, height } = info;
  const at = (x: number, y: number) => data[y * width + x]!;
  const blankRow = (y: number) => {
    for (let i = y * width, end = i + width; i < end; i++) if (data[i] !== 0) return false;
    return true;
  };
  // The anchors are the leftmost ink: each block's first one is found through its middle, below the block before.
  // Its lines follow at its line height, so the end of its last anchor is where the next block's search starts.
  // Its glyphs may ink the rows from above its first baseline to below its last (see INK_ABOVE). Between two blocks'
  // rows nothing may ink, else a glyph reaches past its own (stacked marks) and could not be told apart.
  const tops: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let searchFrom = 0;
  for (const [i, block] of blocks.entries()) {
    const middle = metrics[i]!.blockWidth >> 1;
    const top = firstInked((y) => at(middle, y), searchFrom, height);
    if (top < 0) return undefined;
    const last = top + (block.lines.length - 1) * block.lineHeight;
    if (last >= height || at(middle, last) < 128) return undefined;
    const bottom = firstInked((y) => 255 - at(middle, y), last, height);
    searchFrom = bottom < 0 ? height : bottom;
    const baseline = top + metrics[i]!.ascent;
    tops.push(top);
    starts.push(i > 0 ? baseline - Math.ceil(block.style.size * INK_ABOVE) : 0);
    ends.push(
      i + 1 < blocks.length
        ? baseline + (block.lines.length - 1) * block.lineHeight + Math.ceil(block.style.size * INK_BELOW) + 1
        : height,
    );
  }
  for (let i = 1; i < blocks.length; i++) {
    if (starts[i]! <= ends[i - 1]!) return undefined;
    for (let y = ends[i - 1]!; y < starts[i]!; y++) if (!blankRow(y)) return undefined;
  }
  const coverages: Coverage[] = [];
  for (const [i, block] of blocks.entries()) {
    const { edge, textStart, ascent, blockWidth } = metrics[i]!;
    const start = starts[i]!;
    const left = firstInked((x) => at(x, tops[i]! + 2), 0, blockWidth);
    // Anything inking left of the anchors would have moved them off the first columns.
    if (left < 0 || left > 1) return undefined;
    coverages.push({
      data: data.subarray(start * width, ends[i]! * width),
      width,
      height: ends[i]! - start,
      firstColumn: blockWidth,
      left: block.x - (left + textStart - edge),
      top: block.baseline - (tops[i]! - start + ascent),
      colour: block.style.colour,
    });
  }
  return coverages;
}
