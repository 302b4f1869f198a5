import { copyFile, cp, link, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileOnDisk, OutputFile, OutputMap } from './output';
import { publicDir } from '../paths';

const STAGING = '.staging-';
const PREVIOUS = '.previous-';
const WRITE_BATCH = 64;

/**
 * A build killed mid-swap can leave a staging folder, or the previous site moved aside with no dist/:
 * put the previous site back and clear the leftovers before writing.
 */
async function recoverInterruptedWrite(distDir: string): Promise<void> {
  const parent = path.dirname(distDir);
  const base = path.basename(distDir);
  const names = await readdir(parent);
  const leftovers = names.filter((name) => name.startsWith(base + STAGING) || name.startsWith(base + PREVIOUS));
  const hasDist = names.includes(base);
  const previous = leftovers.find((name) => name.startsWith(base + PREVIOUS));
  if (!hasDist && previous) await rename(path.join(parent, previous), distDir);
  for (const name of leftovers) {
    if (name !== previous || hasDist) await rm(path.join(parent, name), { recursive: true, force: true });
  }
}

const isFileOnDisk = (value: OutputFile): value is FileOnDisk => typeof value === 'object' && 'path' in value;

/** Cached files are never changed in place (new content gets a new name), so dist/ may share them by hard link. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await link(from, to).catch(() => copyFile(from, to));
}

/** A file's bytes at `target`: a cached file by hard link, anything else written. */
const place = (target: string, bytes: OutputFile): Promise<void> =>
  isFileOnDisk(bytes) ? linkOrCopy(bytes.path, target) : writeFile(target, bytes);

/** Writes files into `root`, their folders first. Thousands of small files: many writes in flight at once instead of one after another. */
async function writeFiles(
  root: string,
  files: readonly [string, OutputFile][],
  write: (target: string, bytes: OutputFile) => Promise<void>,
): Promise<void> {
  for (const folder of new Set(files.map(([file]) => path.dirname(path.join(root, file)))))
    await mkdir(folder, { recursive: true });
  for (let i = 0; i < files.length; i += WRITE_BATCH) {
    // Settle the whole batch before failing: a write still in flight would land in a staging folder already removed.
    const results = await Promise.allSettled(
      files.slice(i, i + WRITE_BATCH).map(([file, bytes]) => write(path.join(root, file), bytes)),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

/**
 * Writes the site into a fresh folder beside `distDir`, then swaps it in, so `distDir` is always
 * either the previous complete build or the new complete build, never half of one.
 */
export async function writeSite(output: OutputMap, distDir: string): Promise<void> {
  await recoverInterruptedWrite(distDir);
  const staging = `${distDir}${STAGING}${process.pid}`;
  const previous = `${distDir}${PREVIOUS}${process.pid}`;
  try {
    await cp(publicDir, staging, { recursive: true });
    await writeFiles(staging, [...output], place);
    await rename(distDir, previous).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, distDir).catch(async (error) => {
      await rename(previous, distDir).catch(() => undefined);
      throw error;
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
}

const sameFile = (a: OutputFile, b: OutputFile | undefined): boolean => {
  if (a === b) return true;
  if (b === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (isFileOnDisk(a) || isFileOnDisk(b)) return isFileOnDisk(a) && isFileOnDisk(b) && a.path === b.path;
  return Buffer.from(a).equals(b);
};

/**
 * Brings a folder written from `previous` up to `output`: changed files are replaced one by one (write, then
 * rename), removed ones deleted. For `npm run dev`, where an edit changes a few of thousands of files; the CLI
 * build always swaps in a whole new folder (writeSite).
 */
export async function updateSite(output: OutputMap, previous: OutputMap, distDir: string): Promise<number> {
  const changed = [...output].filter(([file, bytes]) => !sameFile(bytes, previous.get(file)));
  const removed = [...previous.keys()].filter((file) => !output.has(file));
  await writeFiles(distDir, changed, async (target, bytes) => {
    const temp = `${target}${STAGING}${process.pid}`;
    await place(temp, bytes);
    await rename(temp, target);
  });
  await Promise.all(removed.map((file) => rm(path.join(distDir, file), { force: true })));
  return changed.length + removed.length;
}

/** Writes the site into `distDir`: updated in place when `written` holds what this process last wrote there, else swapped in whole. */
export async function writeOutput(output: OutputMap, distDir: string, written?: Map<string, OutputMap>): Promise<void> {
  const previous = written?.get(distDir);
  // Forgotten until this write succeeds: after a failed one the next build writes the whole folder again.
  written?.delete(distDir);
  await (previous ? updateSite(output, previous, distDir) : writeSite(output, distDir));
  written?.set(distDir, output);
}
