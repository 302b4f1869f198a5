import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentErrors } from '../../../build/content/errors';
import { displayPath } from '../../../build/content/load';
import { processImages, type ImageDirs } from '../../../build/assets/images';
import type { OutputMap } from '../../../build/publish/output';

const svg = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#123"/><circle cx="${w / 2}" cy="${h / 2}" r="${h / 3}" fill="#e33"/></svg>`;

describe('image stage', () => {
  let root: string;
  let dirs: ImageDirs;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'images-'));
    dirs = {
      source: path.join(root, 'images'),
      cache: path.join(root, 'cache'),
      rasterCopies: [{ source: path.join(root, 'og-image.svg'), file: 'og-image.png', width: 1200, height: 630 }],
    };
    await mkdir(dirs.source);
    await writeFile(path.join(dirs.source, 'wide.svg'), svg(1000, 500));
    await writeFile(path.join(dirs.source, 'small.svg'), svg(200, 200));
    await writeFile(path.join(root, 'og-image.svg'), svg(600, 315));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('encodes AVIF and WebP at each srcset width up to the image width, with sizes for the markup', async () => {
    const output: OutputMap = new Map();
    const { manifest } = await processImages(output, dirs);
    expect(manifest['wide.svg']).toMatchObject({ width: 1000, height: 500 });
    expect(manifest['wide.svg']!.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 160],
      [480, 240],
      [640, 320],
      [720, 360],
      [960, 480],
      [1000, 500],
    ]);
    expect(manifest['small.svg']!.variants.map((v) => v.width)).toEqual([200]);
    const largest = manifest['wide.svg']!.variants.at(-1)!;
    const webp = await sharp(output.get(largest.webp.slice(1)) as Uint8Array).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 1000, 500]);
    const avif = await sharp(output.get(largest.avif.slice(1)) as Uint8Array).metadata();
    expect(avif.format).toBe('heif');
    const og = await sharp(output.get('og-image.png') as Uint8Array).metadata();
    expect([og.format, og.width, og.height]).toEqual(['png', 1200, 630]);
  });

  it('reads unchanged images from the cache instead of encoding them again', async () => {
    const first: OutputMap = new Map();
    const second: OutputMap = new Map();
    const warm = await processImages(first, dirs);
    const again = await processImages(second, dirs);
    expect(warm.stats.cached).toBeGreaterThan(0);
    expect(again.stats).toEqual({ encoded: 0, cached: warm.stats.encoded + warm.stats.cached });
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
  });

  it('re-encodes an image whose content changed, under a new file name', async () => {
    const before: OutputMap = new Map();
    const { manifest: old } = await processImages(before, dirs);
    await writeFile(path.join(dirs.source, 'small.svg'), svg(200, 200).replace('#e33', '#3e3'));
    const after: OutputMap = new Map();
    const { manifest, stats } = await processImages(after, dirs);
    expect(stats.encoded).toBe(2);
    expect(manifest['small.svg']!.variants[0]!.webp).not.toBe(old['small.svg']!.variants[0]!.webp);
  });

  it('an image replaced by one of another size gets the widths of its new size', async () => {
    await processImages(new Map(), dirs);
    await writeFile(path.join(dirs.source, 'wide.svg'), svg(500, 250));
    const { manifest } = await processImages(new Map(), dirs);
    expect(manifest['wide.svg']).toMatchObject({ width: 500, height: 250 });
    expect(manifest['wide.svg']!.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 160],
      [480, 240],
      [500, 250],
    ]);
  });

  it("an empty file, a file that is no image, or a name content cannot use stops the build naming each file, not with sharp's stack", async () => {
    const broken = { ...dirs, source: path.join(root, 'broken') };
    await mkdir(broken.source);
    await writeFile(path.join(broken.source, 'ok.svg'), svg(100, 100));
    await writeFile(path.join(broken.source, 'empty.png'), '');
    await writeFile(path.join(broken.source, 'notes.jpg'), 'Ovo je tekst, ne slika.\n');
    await writeFile(
      path.join(broken.source, 'Team Photo.PNG'),
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } })
        .png()
        .toBuffer(),
    );
    await writeFile(path.join(broken.source, '.DS_Store'), 'x');
    const at = (name: string) => displayPath(path.join(broken.source, name));
    const hint = 'content/images/ holds SVG, PNG, JPEG and WebP images only';
    await expect(processImages(new Map(), broken)).rejects.toThrow(
      `${at('Team Photo.PNG')}:1:1 not a name content can use: lowercase letters, digits and dashes, ending .svg, .png, .jpg, .jpeg or .webp; ${hint}`,
    );
    await rm(path.join(broken.source, 'Team Photo.PNG'));
    const error = await processImages(new Map(), broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as ContentErrors).message).toBe(
      [
        `${at('empty.png')}:1:1 the file is empty; ${hint}`,
        `${at('notes.jpg')}:1:1 not an image (its bytes are no SVG, PNG, JPEG or WebP); ${hint}`,
      ].join('\n'),
    );
  });
});
