import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths';

/** Every file under `root` that `include` takes, by its path (after `label`) and its bytes, in a stable order. */
export function hashTree(hash: Hash, root: string, label = '', include: (file: string) => boolean = () => true): void {
  if (!existsSync(root)) return;
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(root, file);
    if (include(file) && statSync(full).isFile()) hash.update(`\0${label}${file}\0`).update(readFileSync(full));
  }
}

/**
 * A hash of the code under `dirs` (project-relative; every .ts, .tsx, .css and .svg file, by path and content) and
 * of the project files in `files`: a cache keyed by it never outlives a change to the code that made its entries.
 */
export function hashCode(dirs: readonly string[], files: readonly string[] = []): string {
  const hash = createHash('sha256');
  for (const dir of dirs)
    hashTree(hash, path.join(projectRoot, dir), `${dir}/`, (file) => /\.(tsx?|css|svg)$/.test(file));
  for (const file of files) {
    if (existsSync(path.join(projectRoot, file))) hash.update(readFileSync(path.join(projectRoot, file)));
  }
  return hash.digest('hex');
}
