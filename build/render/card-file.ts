import { renameSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

/**
 * Writes a card's PNG to its file in the cache, beside it first and then renamed, so a reader never sees half a card.
 * Written at once: a few calls into the kernel cost less than round trips through libuv's threads, and writing there
 * while a worker laid the next card made first builds slower.
 */
export function writeCardFile(file: string, png: Uint8Array): void {
  const temp = `${file}.${process.pid}-${threadId}.tmp`;
  writeFileSync(temp, png);
  renameSync(temp, file);
}
