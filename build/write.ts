import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputMap } from './output';
import { publicDir } from './paths';

/**
 * Writes the site into a fresh folder beside `distDir`, then swaps it in, so `distDir` is always
 * either the previous complete build or the new complete build, never half of one.
 */
export async function writeSite(output: OutputMap, distDir: string): Promise<void> {
  const staging = `${distDir}.staging-${process.pid}`;
  const previous = `${distDir}.previous-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await cp(publicDir, staging, { recursive: true });
    for (const [file, bytes] of output) {
      const target = path.join(staging, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
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
