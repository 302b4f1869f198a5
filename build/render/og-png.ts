import zlib from 'node:zlib';
import type { Coverage } from './og-text';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** One PNG scanline: a filter byte (0, none), then RGB. Cards are opaque, so they carry no alpha. */
export const ROW = 1 + CARD_WIDTH * 3;

/**
 * zlib level 3 without row filters encodes a card in ~2.4 ms at about the size level 6 through sharp gave (~85 KB);
 * level 1 is no faster and ~6% bigger, level 6 takes three times as long for ~15% less.
 */
export const CARD_LEVEL = 3;

/** x·y/255 rounded, as cairo's compositing computes it. */
export const times = (x: number, y: number) => {
  const t = x * y + 0x80;
  return (t + (t >> 8)) >> 8;
};

const ADLER_BASE = 65521;

/** A piece of a zlib stream: its deflate bytes, and the Adler-32 sums (a, b) and length of what it holds. */
interface Piece {
  bytes: Buffer;
  a: number;
  b: number;
  length: number;
}

/**
 * Adler-32 of bytes, computed by zlib itself: a stream of stored blocks ends with it. One output chunk with room for
 * every block's 5-byte header means zlib's buffer comes back as it is, not copied once more out of 16 KB pieces.
 */
function adlerOf(bytes: Buffer): { a: number; b: number } {
  const stored = zlib.deflateSync(bytes, { level: 0, chunkSize: bytes.length + (bytes.length >> 10) + 64 });
  return { a: stored.readUInt16BE(stored.length - 2), b: stored.readUInt16BE(stored.length - 4) };
}

/** The checksum of pieces one after another: a = a₁ + a₂ − 1, b = b₁ + b₂ + length₂·(a₁ − 1), modulo 65521. */
function adlerOfJoined(pieces: Piece[]): Buffer {
  let a = 1;
  let b = 0;
  for (const piece of pieces) {
    b = (b + piece.b + (piece.length % ADLER_BASE) * (a - 1)) % ADLER_BASE;
    a = (a + piece.a - 1) % ADLER_BASE;
  }
  const sum = Buffer.alloc(4);
  sum.writeUInt16BE(b, 0);
  sum.writeUInt16BE(a, 2);
  return sum;
}

/** Room for a whole compressed card: zlib copies its output out of chunks, 16 KB by default. */
const OUT_CHUNK = 256 * 1024;

/** Rows compressed as part of a card's stream; all but the last end on a byte boundary without ending the stream. */
function deflateRows(rows: Buffer, last: boolean, sum?: { a: number; b: number }): Piece {
  const bytes = zlib.deflateRawSync(rows, {
    level: CARD_LEVEL,
    chunkSize: OUT_CHUNK,
    finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
  });
  return { bytes, ...(sum ?? adlerOf(rows)), length: rows.length };
}

/**
 * The pixels every card shares, with what every card's PNG can reuse of them: the rows above a card's text and those
 * below it, compressed once per place they start or end.
 */
export class CardBackground {
  private readonly above = new Map<number, Piece>();
  private readonly below = new Map<number, Piece>();
  private readonly sums = new Map<string, { a: number; b: number }>();

  constructor(readonly lines: Buffer) {}

  rowsAbove(top: number): Piece {
    let piece = this.above.get(top);
    if (!piece) this.above.set(top, (piece = deflateRows(this.lines.subarray(0, top * ROW), false)));
    return piece;
  }

  /** The Adler-32 sums (a, b) of rows `top`..`top + rows`, which a card's text then moves by what it changes. */
  rowsSum(top: number, rows: number): { a: number; b: number } {
    let sum = this.sums.get(`${top} ${rows}`);
    if (!sum) this.sums.set(`${top} ${rows}`, (sum = adlerOf(this.lines.subarray(top * ROW, (top + rows) * ROW))));
    return sum;
  }

  rowsBelow(bottom: number): Piece {
    let piece = this.below.get(bottom);
    if (!piece) this.below.set(bottom, (piece = deflateRows(this.lines.subarray(bottom * ROW), true)));
    return piece;
  }
}

/** Whether any of a coverage's ink falls outside the card's rows `top`..`bottom` or off its sides. */
export function inksOutside(coverage: Coverage, top: number, bottom: number): boolean {
  const { data, width, height, firstColumn, left } = coverage;
  const sidesInside = left + firstColumn >= 0 && left + width <= CARD_WIDTH;
  for (let y = 0; y < height; y++) {
    const row = coverage.top + y;
    if (sidesInside && row >= top && row < bottom) continue;
    for (let x = firstColumn, i = y * width + x; x < width; x++, i++) {
      const column = left + x;
      if (data[i] !== 0 && (row < top || row >= bottom || column < 0 || column >= CARD_WIDTH)) return true;
    }
  }
  return false;
}

/**
 * Lays a coverage's colour over the scanlines as cairo lays an opaque colour: colour·coverage + below·(1 − coverage).
 * Adds to `sum` how far each changed byte moves the Adler-32 sums of the scanlines before `end`: a by the change, b by
 * the change times the bytes from it to `end`. That costs less than summing the strip's megabyte again.
 */
function layCoverage(lines: Buffer, coverage: Coverage, end: number, sum: { a: number; b: number }): void {
  const { data, width, height, firstColumn, left, top } = coverage;
  // Plain locals and one branch for a fully covered pixel: with array destructuring here the loop took 1.6 times as long.
  const red = coverage.colour[0];
  const green = coverage.colour[1];
  const blue = coverage.colour[2];
  // Most of a coverage is blank: one read passes four blank pixels, a quarter off the time to lay a card's text.
  const shift = data.byteOffset & 3;
  const words = new Uint32Array(data.buffer, data.byteOffset - shift, (data.length + shift) >> 2);
  for (let y = 0; y < height; y++) {
    let a = 0;
    let b = 0;
    let to = (top + y) * ROW + 1 + (left + firstColumn) * 3;
    for (let from = y * width + firstColumn, last = (y + 1) * width; from < last; from++, to += 3) {
      if (((from + shift) & 3) === 0 && from + 4 <= last && words[(from + shift) >> 2] === 0) {
        from += 3;
        to += 9;
        continue;
      }
      const cover = data[from]!;
      if (cover === 0) continue;
      const r = lines[to]!;
      const g = lines[to + 1]!;
      const bl = lines[to + 2]!;
      let laidR = red;
      let laidG = green;
      let laidB = blue;
      if (cover !== 255) {
        const rest = 255 - cover;
        laidR = times(red, cover) + times(r, rest);
        laidG = times(green, cover) + times(g, rest);
        laidB = times(blue, cover) + times(bl, rest);
      }
      lines[to] = laidR;
      lines[to + 1] = laidG;
      lines[to + 2] = laidB;
      const changeG = laidG - g;
      const changeB = laidB - bl;
      const change = laidR - r + changeG + changeB;
      a += change;
      b += (end - to) * change - changeG - 2 * changeB;
    }
    sum.a += a;
    sum.b += b;
  }
}

const modAdler = (n: number) => ((n % ADLER_BASE) + ADLER_BASE) % ADLER_BASE;

/**
 * A card's pixels: the background every card shares, with one card's text laid over it at a time. Plain JavaScript
 * and zlib, so a worker thread draws cards on one too (og-worker.ts).
 */
export class CardCanvas {
  readonly lines: Buffer;

  constructor(private readonly background: CardBackground) {
    this.lines = Buffer.from(background.lines);
  }

  /** The card's PNG with coverages laid in their colours, which ink no pixel outside rows `top`..`top + rows`. */
  layCoverages(coverages: readonly Coverage[], top: number, rows: number): Buffer {
    const sum = { ...this.background.rowsSum(top, rows) };
    for (const coverage of coverages) layCoverage(this.lines, coverage, (top + rows) * ROW, sum);
    return this.compressLaid(top, rows, { a: modAdler(sum.a), b: modAdler(sum.b) });
  }

  /** The card's PNG as its rows `top`..`top + rows` are laid now; the canvas holds the background again afterwards. */
  compressLaid(top: number, rows: number, sum?: { a: number; b: number }): Buffer {
    try {
      // Only the strip's rows are compressed per card; the rows above and below it are the background's, compressed once.
      const pieces = [
        this.background.rowsAbove(top),
        deflateRows(this.lines.subarray(top * ROW, (top + rows) * ROW), false, sum),
        this.background.rowsBelow(top + rows),
      ];
      return pngOf([ZLIB_HEADER, ...pieces.map((piece) => piece.bytes), adlerOfJoined(pieces)]);
    } finally {
      this.background.lines.copy(this.lines, top * ROW, top * ROW, (top + rows) * ROW);
    }
  }
}

/** A zlib stream's first two bytes: deflate with a 32 KB window, its check bits making the pair a multiple of 31. */
const ZLIB_HEADER = Buffer.from([0x78, 0x5e]);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of 8-bit RGB scanlines, not interlaced, from the pieces of their zlib stream. */
function pngOf(stream: Buffer[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(CARD_WIDTH, 0);
  header.writeUInt32BE(CARD_HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(stream)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of the card's scanlines, compressed whole. */
export const encodePng = (lines: Buffer): Buffer =>
  pngOf([zlib.deflateSync(lines, { level: CARD_LEVEL, chunkSize: OUT_CHUNK })]);
