/**
 * Replacing a file in one step: the bytes go to a file beside it, which is then renamed over it, so a reader (another
 * build, a card worker, `npm start`) or a crash midway sees the old file or the new one, never half of one.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

let written = 0;

/** A name beside `file` that no other write uses: not another process's, another thread's nor another call's. */
const besideName = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${threadId}-${++written}.tmp`);

/**
 * Replaces `file` with `data` now: for small files, calls into the kernel cost less than round trips through libuv's
 * threads (measured on the social cards).
 */
export function replaceFileSync(file: string, data: string | Uint8Array): void {
  const temp = besideName(file);
  try {
    writeFileSync(temp, data);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Replaces `file` with `data`; `durable` waits for the bytes to reach the disk first, for a file a commit follows. */
export async function replaceFile(
  file: string,
  data: string | Uint8Array,
  { durable = false }: { durable?: boolean } = {},
): Promise<void> {
  const temp = besideName(file);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(data);
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
