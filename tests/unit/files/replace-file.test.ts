import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replaceFile, replaceFileSync } from '../../../build/files/replace-file';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'balkanstream-replace-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('replacing a cache or snapshot file', () => {
  it('leaves the new bytes and nothing beside them, synchronously and not', async () => {
    const file = path.join(dir, 'keys.json');
    writeFileSync(file, 'old');
    replaceFileSync(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    await replaceFile(file, Buffer.from('newer'), { durable: true });
    expect(readFileSync(file, 'utf8')).toBe('newer');
    expect(readdirSync(dir)).toEqual(['keys.json']);
  });

  it('written many times at once by one process, ends whole as one of the writes, with no file left beside it', async () => {
    const file = path.join(dir, 'blog-posts.json');
    const texts = Array.from({ length: 20 }, (_, i) => `${i}`.repeat(10_000));
    await Promise.all(texts.map((text) => replaceFile(file, text)));
    expect(texts).toContain(readFileSync(file, 'utf8'));
    expect(readdirSync(dir)).toEqual(['blog-posts.json']);
  });

  it('that cannot be renamed into place fails, leaving what was there and nothing beside it', async () => {
    // A folder with files in it where the file should go: the bytes are written beside it, then the rename is refused.
    const target = path.join(dir, 'card.png');
    mkdirSync(target);
    writeFileSync(path.join(target, 'inside'), 'kept');
    expect(() => replaceFileSync(target, 'png')).toThrow();
    await expect(replaceFile(target, 'png')).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['card.png']);
    expect(readFileSync(path.join(target, 'inside'), 'utf8')).toBe('kept');
  });
});
