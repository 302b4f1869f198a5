import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths';

/**
 * A hash of the code under `dirs` (project-relative; every .ts, .tsx, .css and .svg file, by path and content) and
 * of the project files in `files`: a cache keyed by it never outlives a change to the code that made its entries.
 */
export function hashCode(dirs: readonly string[], files: readonly string[] = []): string {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    const root = path.join(projectRoot, dir);
    if (!existsSync(root)) continue;
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
      if (/\.(tsx?|css|svg)$/.test(file)) hash.update(`${dir}/${file}`).update(readFileSync(path.join(root, file)));
    }
  }
  for (const file of files) {
    if (existsSync(path.join(projectRoot, file))) hash.update(readFileSync(path.join(projectRoot, file)));
  }
  return hash.digest('hex');
}
