import { promisify } from 'node:util';
import zlib from 'node:zlib';
import sharp from 'sharp';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** One PNG scanline: a filter byte (0, none), then RGB. Cards are opaque, so they carry no alpha. */
const ROW = 1 + CARD_WIDTH * 3;

/**
 * How a card's pixels become PNG bytes; part of each card's key. zlib level 3 without row filters encodes a card
 * in ~2.4 ms at about the size level 6 through sharp gave (~85 KB); level 1 is no faster and ~6% bigger, level 6
 * takes three times as long for ~15% less.
 */
export const CARD_ENCODING = {
  drawing: 'page text over the shared background',
  colour: 'rgb8',
  filter: 'none',
  level: 3,
  zlib: process.versions.zlib,
  rasteriser: sharp.versions.rsvg,
};

const deflate = promisify(zlib.deflate);

/** An SVG the size of the whole card, as PNG scanlines. */
export async function cardScanlines(svg: string): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
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

/** x·y/255 rounded, as cairo's compositing computes it. */
const times = (x: number, y: number) => {
  const t = x * y + 0x80;
  return (t + (t >> 8)) >> 8;
};

/**
 * The page's text, drawn alone on a transparent strip of rows `top`..`top + rows` of the card, laid over the
 * background's scanlines the way cairo lays text over what is already drawn: colour·coverage + below·(1 − coverage).
 * The strip comes back unpremultiplied (truncated); its premultiplied value is the one integer that truncates to it.
 * Returns false (and changes nothing) when ink touches the strip's first or last row: the text may reach beyond it.
 */
async function layText(lines: Buffer, stripSvg: string, top: number, rows: number): Promise<boolean> {
  const { data, info } = await sharp(Buffer.from(stripSvg)).raw().toBuffer({ resolveWithObject: true });
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

/** Draws cards one at a time over the pixels every card shares: a pool keeps one canvas per card in flight. */
export class CardCanvas {
  private readonly lines: Buffer;

  constructor(private readonly background: Buffer) {
    this.lines = Buffer.from(background);
  }

  /**
   * The card's PNG: the strip's text (rows `top`..`top + rows`) laid over the background, or the whole card's SVG
   * drawn as it is when the text inks beyond the strip. The canvas holds the background again afterwards.
   */
  async draw(strip: string, top: number, rows: number, whole: string): Promise<Buffer> {
    if (!(await layText(this.lines, strip, top, rows))) return encodePng(await cardScanlines(whole));
    try {
      return await encodePng(this.lines);
    } finally {
      this.background.copy(this.lines, top * ROW, top * ROW, (top + rows) * ROW);
    }
  }
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of the card's scanlines: 8-bit RGB, not interlaced, compressed on one of libuv's threads. */
async function encodePng(lines: Buffer): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(CARD_WIDTH, 0);
  header.writeUInt32BE(CARD_HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const data = await deflate(lines, { level: CARD_ENCODING.level });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}
