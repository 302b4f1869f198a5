import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutputMap } from '../../build/output';
import { writeSite } from '../../build/write';

describe('writing dist/', () => {
  let root: string;
  let dist: string;
  const site = (html: string): OutputMap => new Map([['index.html', html]]);

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'write-'));
    dist = path.join(root, 'dist');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('replaces the previous site whole and leaves nothing beside it', async () => {
    await writeSite(site('old'), dist);
    await writeSite(site('new'), dist);
    expect(await readFile(path.join(dist, 'index.html'), 'utf8')).toBe('new');
    expect(await readdir(root)).toEqual(['dist']);
  });

  it('after a build killed between the two renames, the next build restores the previous site even if it fails itself', async () => {
    await mkdir(path.join(root, 'dist.previous-4242'));
    await writeFile(path.join(root, 'dist.previous-4242', 'index.html'), 'last good');
    await mkdir(path.join(root, 'dist.staging-4242'));
    // A file and a folder of the same name cannot both be written: this build fails while staging.
    const unwritable: OutputMap = new Map([['page', 'x'], ['page/index.html', 'y']]);
    await expect(writeSite(unwritable, dist)).rejects.toThrow();
    await expect(readFile(path.join(dist, 'index.html'), 'utf8')).resolves.toBe('last good');
    expect(await readdir(root)).toEqual(['dist']);
  });

  it('clears folders a killed build left behind', async () => {
    await writeSite(site('good'), dist);
    await mkdir(path.join(root, 'dist.staging-777'));
    await mkdir(path.join(root, 'dist.previous-777'));
    await writeSite(site('next'), dist);
    expect(await readdir(root)).toEqual(['dist']);
    expect(await readFile(path.join(dist, 'index.html'), 'utf8')).toBe('next');
  });
});
