import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under dir (relative path → sha256 of its bytes): two builds gave the same site when these are equal. */
export function treeHashes(dir: string, files = new Map<string, string>(), base = dir): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) treeHashes(abs, files, base);
    else
      files.set(
        path.relative(base, abs).split(path.sep).join('/'),
        createHash('sha256').update(readFileSync(abs)).digest('hex'),
      );
  }
  return files;
}
