import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutputMap } from '../../../build/publish/output';
import { updateSite, writeSite } from '../../../build/publish/write';

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
    const unwritable: OutputMap = new Map([
      ['page', 'x'],
      ['page/index.html', 'y'],
    ]);
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

  it('updating in place rewrites only changed files and deletes removed ones', async () => {
    const first: OutputMap = new Map([
      ['index.html', 'home'],
      ['blog/a.html', 'a'],
      ['blog/b.html', 'b'],
    ]);
    await writeSite(first, dist);
    const untouched = (await stat(path.join(dist, 'blog/a.html'))).ino;
    const next: OutputMap = new Map([
      ['index.html', 'home, edited'],
      ['blog/a.html', 'a'],
      ['blog/c.html', 'c'],
    ]);
    expect(await updateSite(next, first, dist)).toBe(3);
    expect(await readFile(path.join(dist, 'index.html'), 'utf8')).toBe('home, edited');
    expect(await readFile(path.join(dist, 'blog/c.html'), 'utf8')).toBe('c');
    expect((await readdir(path.join(dist, 'blog'))).sort()).toEqual(['a.html', 'c.html']);
    expect((await stat(path.join(dist, 'blog/a.html'))).ino, 'an unchanged file is not rewritten').toBe(untouched);
  });
});
