import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { replaceFile } from '../files/replace-file';
import { ContentError, ContentErrors, settleContent } from '../content/errors';
import { displayPath } from '../content/load';
import type { ImageManifest, ImageVariant, ProcessedImage } from '../../shared/manifest';
import type { OutputMap } from '../publish/output';
import { cacheDir, contentDir, projectRoot } from '../paths';
import { loadSharp, sharpVersions } from './sharp';

/** A picture drawn as SVG that others fetch only as PNG at a fixed size (link previews, home-screen icons). */
export interface RasterCopy {
  source: string;
  /** Path inside dist/. */
  file: string;
  width: number;
  height: number;
}

export interface ImageDirs {
  source: string;
  cache: string;
  rasterCopies: RasterCopy[];
}

const templatesDir = path.join(projectRoot, 'templates');
const defaultDirs: ImageDirs = {
  source: path.join(contentDir, 'images'),
  cache: path.join(cacheDir, 'images'),
  rasterCopies: [
    { source: path.join(templatesDir, 'og-image.svg'), file: 'og-image.png', width: 1200, height: 630 },
    { source: path.join(templatesDir, 'app-icon.svg'), file: 'apple-touch-icon.png', width: 180, height: 180 },
    { source: path.join(templatesDir, 'app-icon.svg'), file: 'logo.png', width: 512, height: 512 },
  ],
};
/** Candidate widths for srcset; each image gets those below its own width plus its own width. */
const widths = [320, 480, 640, 720, 960, 1280, 1920];
const formats = {
  // AVIF at default effort takes seconds per image; effort 2 is close in size and many times faster.
  avif: { quality: 55, effort: 2 },
  webp: { quality: 80, effort: 4 },
} as const;
type Format = keyof typeof formats;

function hash(...parts: (string | Uint8Array)[]): string {
  const h = createHash('sha256');
  for (const part of parts) h.update(part);
  return h.digest('hex');
}

/** How many files were encoded in this run and how many came from the cache. */
export interface EncodeStats {
  encoded: number;
  cached: number;
}

interface Encoder {
  dirs: ImageDirs;
  stats: EncodeStats;
}

/** Encodes once per (source bytes, options); later builds read the cached file instead of re-encoding. */
async function encodeCached(
  { dirs, stats }: Encoder,
  source: Uint8Array,
  options: object,
  encode: () => Promise<Buffer>,
): Promise<{ key: string; bytes: Buffer }> {
  const key = hash(source, JSON.stringify(options), sharpVersions().sharp ?? '');
  const file = path.join(dirs.cache, key);
  try {
    const bytes = await readFile(file);
    stats.cached++;
    return { key, bytes };
  } catch {
    const bytes = await encode();
    stats.encoded++;
    await replaceFile(file, bytes);
    return { key, bytes };
  }
}

/** Vector sources are rasterised at the density that gives the target width, so they stay sharp at every size. */
function rasterise(source: Uint8Array, isVector: boolean, intrinsicWidth: number, width: number) {
  const sharp = loadSharp();
  return isVector ? sharp(source, { density: Math.max(1, (72 * width) / intrinsicWidth) }) : sharp(source);
}

async function processImage(encoder: Encoder, name: string, output: OutputMap): Promise<ProcessedImage> {
  const file = path.join(encoder.dirs.source, name);
  const source = await readFile(file);
  const meta = await readableImage(file, source, encoder.dirs.cache);
  const isVector = meta.format === 'svg';
  const base = name.replace(/\.[a-z]+$/, '');
  const targetWidths = [...widths.filter((w) => w < meta.width), meta.width];
  const variants = await Promise.all(
    targetWidths.map(async (width): Promise<ImageVariant> => {
      const height = Math.round((meta.height * width) / meta.width);
      const urls = {} as Record<Format, string>;
      for (const format of Object.keys(formats) as Format[]) {
        const options = { width, format, ...formats[format] };
        const { key, bytes } = await encodeCached(encoder, source, options, () =>
          rasterise(source, isVector, meta.width, width).resize({ width })[format](formats[format]).toBuffer(),
        );
        const file = `images/${base}-${width}.${key.slice(0, 10)}.${format}`;
        output.set(file, bytes);
        urls[format] = `/${file}`;
      }
      return { width, height, ...urls };
    }),
  );
  return { width: meta.width, height: meta.height, variants };
}

async function renderRasterCopy(encoder: Encoder, copy: RasterCopy, output: OutputMap): Promise<void> {
  const source = await readFile(copy.source);
  const { width, height } = copy;
  const { bytes } = await encodeCached(encoder, source, { png: true, width, height }, async () => {
    const { width: intrinsic } = await loadSharp()(source).metadata();
    return rasterise(source, true, intrinsic ?? width, width)
      .resize({ width, height })
      .png({ compressionLevel: 9 })
      .toBuffer();
  });
  output.set(copy.file, bytes);
}

const IMAGE_HINT = 'content/images/ holds SVG, PNG, JPEG and WebP images only';

interface ImageSize {
  width: number;
  height: number;
  format?: string;
}

/**
 * The image's size and format, or a content error naming the file: an editor's broken upload is theirs to fix, not a
 * stack. Kept in the cache by the image's bytes, so a build whose pictures all come from the cache never loads sharp.
 */
async function readableImage(file: string, source: Buffer, cache: string): Promise<ImageSize> {
  const refuse = (why: string) => new ContentError(displayPath(file), 1, 1, '', `${why}; ${IMAGE_HINT}`);
  if (source.length === 0) throw refuse('the file is empty');
  const kept = path.join(cache, `${hash(source, 'size', sharpVersions().sharp ?? '')}.json`);
  try {
    return JSON.parse(await readFile(kept, 'utf8')) as ImageSize;
  } catch {
    // Not read before: sharp reads it below.
  }
  const meta = await loadSharp()(source)
    .metadata()
    .catch(() => {
      throw refuse('not an image (its bytes are no SVG, PNG, JPEG or WebP)');
    });
  if (!meta.width || !meta.height) throw refuse('the image has no width and height');
  const size: ImageSize = { width: meta.width, height: meta.height, format: meta.format };
  await replaceFile(kept, JSON.stringify(size));
  return size;
}

/** Encodes every image under content/images/ to AVIF and WebP at its srcset widths; every unreadable file is reported at once. */
export async function processImages(
  output: OutputMap,
  dirs: ImageDirs = defaultDirs,
): Promise<{ manifest: ImageManifest; stats: EncodeStats }> {
  const encoder: Encoder = { dirs, stats: { encoded: 0, cached: 0 } };
  await mkdir(dirs.cache, { recursive: true });
  // Hidden files (.DS_Store, .gitkeep) are the system's, not the editor's.
  const files = (await readdir(dirs.source)).filter((f) => !f.startsWith('.')).sort();
  const others = files.filter((f) => !/^[a-z0-9-]+\.(svg|png|jpe?g|webp)$/.test(f));
  if (others.length > 0) {
    const why =
      'not a name content can use: lowercase letters, digits and dashes, ending .svg, .png, .jpg, .jpeg or .webp';
    throw new ContentErrors(
      others.map((f) => new ContentError(displayPath(path.join(dirs.source, f)), 1, 1, '', `${why}; ${IMAGE_HINT}`)),
    );
  }
  const names = files.filter((f) => !others.includes(f));
  const processed = await settleContent(
    names.map((name) => async () => [name, await processImage(encoder, name, output)] as const),
  );
  await Promise.all(dirs.rasterCopies.map((copy) => renderRasterCopy(encoder, copy, output)));
  return { manifest: Object.fromEntries(processed), stats: encoder.stats };
}
