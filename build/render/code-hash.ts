import { createHash, type Hash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths';
import { filesUnder, isRunningCode, readRunningCode } from '../code-files.mjs';

/**
 * Every file under `root` that `include` takes, by its path (after `label`) and what `bytes` gives for it (its
 * bytes by default), in a stable order.
 */
export function hashTree(
  hash: Hash,
  root: string,
  label = '',
  include: (file: string) => boolean = () => true,
  bytes: (full: string) => Buffer = readFileSync,
): void {
  if (!existsSync(root)) return;
  for (const file of filesUnder(root))
    if (include(file)) hash.update(`\0${label}${file}\0`).update(bytes(path.join(root, file)));
}

/** Each file's digest with the modification time and size it was read at: a long-lived process (`npm run dev`) hashes on every build. */
const digests = new Map<string, { mtimeNs: bigint; size: bigint; digest: Buffer }>();

function fileDigest(full: string): Buffer {
  const { mtimeNs, size } = statSync(full, { bigint: true });
  const seen = digests.get(full);
  if (seen && seen.mtimeNs === mtimeNs && seen.size === size) return seen.digest;
  const digest = createHash('sha256').update(readFileSync(full)).digest();
  digests.set(full, { mtimeNs, size, digest });
  return digest;
}

/** Set by build/run.mjs in the bundle it runs: the digests of the code it bundled. */
declare const BUNDLED_CODE: Record<string, string> | undefined;

/**
 * The code this process runs, by file, taken once: from the bundle (build/run.mjs), or read as this module loads (the
 * dev worker loads again if a file changed meanwhile). Caches keyed by code so name the code that made their entries,
 * not the files on disk when they are stored: a template saved during a dev rebuild once gave a page of the old
 * template the key of the new one, served from then on.
 */
const runningCode = Object.entries(
  typeof BUNDLED_CODE === 'undefined' ? readRunningCode(projectRoot) : BUNDLED_CODE,
).sort(([a], [b]) => (a < b ? -1 : 1));

const runningDigests = new Map(runningCode);

/** Whether the code under `dirs` (project-relative) on disk is the code this process runs: not once a file there was saved since. */
export function runsCodeOnDisk(dirs: readonly string[]): boolean {
  const inDirs = (file: string) => dirs.some((dir) => file.startsWith(`${dir}/`));
  const onDisk = Object.entries(readRunningCode(projectRoot, dirs));
  return (
    onDisk.length === runningCode.filter(([file]) => inDirs(file)).length &&
    onDisk.every(([file, digest]) => runningDigests.get(file) === digest)
  );
}

/**
 * A hash of the code under `dirs` (project-relative: the code this process runs as it loaded it, and every other
 * .ts, .tsx, .css and .svg file, which a build reads, as it is now) and of the project files in `files`: a cache keyed
 * by it never outlives a change to the code that made its entries.
 */
export function hashCode(dirs: readonly string[], files: readonly string[] = []): string {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    for (const [file, digest] of runningCode) if (file.startsWith(`${dir}/`)) hash.update(`\0${file}\0${digest}`);
    hashTree(
      hash,
      path.join(projectRoot, dir),
      `${dir}/`,
      (file) => /\.(tsx?|css|svg)$/.test(file) && !isRunningCode(`${dir}/${file}`),
      fileDigest,
    );
  }
  for (const file of files) {
    if (existsSync(path.join(projectRoot, file))) hash.update(fileDigest(path.join(projectRoot, file)));
  }
  return hash.digest('hex');
}
