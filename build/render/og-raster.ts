import { loadSharp, sharpVersions } from '../assets/sharp';
import {
  CARD_HEIGHT,
  CARD_LEVEL,
  CARD_WIDTH,
  CardBackground,
  type CardCanvas,
  encodePng,
  inksOutside,
  ROW,
  times,
} from './og-png';
import type { Coverage } from './og-text';

/** How a card's pixels become PNG bytes; part of each card's key. */
export const cardEncoding = () => ({
  drawing: 'page text over the shared background',
  text: `pango ${sharpVersions().pango}, placed by anchors`,
  rows: 'the rows above and below the text compressed apart',
  colour: 'rgb8',
  filter: 'none',
  level: CARD_LEVEL,
  zlib: process.versions.zlib,
  rasteriser: sharpVersions().rsvg,
});

/** An SVG the size of the whole card, as PNG scanlines. */
export async function cardScanlines(svg: string): Promise<Buffer> {
  const { data, info } = await loadSharp()(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  if (info.width !== CARD_WIDTH || info.height !== CARD_HEIGHT || info.channels !== 4)
    throw new Error(
      `a card's SVG must draw ${CARD_WIDTH}×${CARD_HEIGHT} pixels, this one drew ${info.width}×${info.height}`,
    );
  const lines = Buffer.alloc(CARD_HEIGHT * ROW);
  for (let y = 0, from = 0; y < CARD_HEIGHT; y++)
    for (let to = y * ROW + 1, end = to + CARD_WIDTH * 3; to < end; from += 4) {
      if (data[from + 3] !== 255) throw new Error('a card must be opaque: its background covers every pixel');
      lines[to++] = data[from]!;
      lines[to++] = data[from + 1]!;
      lines[to++] = data[from + 2]!;
    }
  return lines;
}

/** The background as PNG scanlines, ready to draw cards over. */
export const cardBackgroundOf = async (svg: string): Promise<CardBackground> =>
  new CardBackground(await cardScanlines(svg));

/**
 * The page's text, drawn alone on a transparent strip of rows `top`..`top + rows` of the card, laid over the
 * background's scanlines the way cairo lays text over what is already drawn: colour·coverage + below·(1 − coverage).
 * The strip comes back unpremultiplied (truncated); its premultiplied value is the one integer that truncates to it.
 * Returns false (and changes nothing) when ink touches the strip's first or last row: the text may reach beyond it.
 */
async function layText(lines: Buffer, stripSvg: string, top: number, rows: number): Promise<boolean> {
  const { data, info } = await loadSharp()(Buffer.from(stripSvg)).raw().toBuffer({ resolveWithObject: true });
  if (info.width !== CARD_WIDTH || info.height !== rows || info.channels !== 4)
    throw new Error(`the text strip drew ${info.width}×${info.height}, not ${CARD_WIDTH}×${rows}`);
  const edge = (y: number) => {
    for (let i = y * CARD_WIDTH * 4 + 3, end = i + CARD_WIDTH * 4; i < end; i += 4) if (data[i] !== 0) return true;
    return false;
  };
  if ((top > 0 && edge(0)) || (top + rows < CARD_HEIGHT && edge(rows - 1))) return false;
  for (let y = 0, from = 0; y < rows; y++)
    for (let to = (top + y) * ROW + 1, end = to + CARD_WIDTH * 3; to < end; to += 3, from += 4) {
      const alpha = data[from + 3]!;
      if (alpha === 0) continue;
      for (let c = 0; c < 3; c++)
        lines[to + c] =
          alpha === 255
            ? data[from + c]!
            : Math.ceil((data[from + c]! * alpha) / 255) + times(lines[to + c]!, 255 - alpha);
    }
  return true;
}

/**
 * The card's PNG: the strip's text (rows `top`..`top + rows`) drawn by librsvg and laid over the background, or the
 * whole card's SVG drawn as it is when the text inks beyond the strip.
 */
export async function drawStrip(
  canvas: CardCanvas,
  strip: string,
  top: number,
  rows: number,
  whole: string,
): Promise<Buffer> {
  if (!(await layText(canvas.lines, strip, top, rows))) return encodePng(await cardScanlines(whole));
  return canvas.compressLaid(top, rows);
}

/** The same with the text already drawn as coverages, each laid in its colour. */
export async function drawCoverages(
  canvas: CardCanvas,
  coverages: readonly Coverage[],
  top: number,
  rows: number,
  whole: string,
): Promise<Buffer> {
  if (coverages.some((coverage) => inksOutside(coverage, top, top + rows)))
    return encodePng(await cardScanlines(whole));
  return canvas.layCoverages(coverages, top, rows);
}
