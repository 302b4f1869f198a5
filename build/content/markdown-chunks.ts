import { remarkToHtml } from './markdown';

/** Bodies rendered at a time: small enough that no thread waits long for another's chunk. */
export const CHUNK = 16;

/** A chunk's state in the batch's shared Int32Array: every thread takes a free chunk by compare-and-swap. */
export const FREE = 0;
export const TAKEN = 1;
export const DONE = 2;
export const FAILED = 3;

/** A worker's report on a chunk: its HTML, or why it failed. Posted before the chunk's state says so. */
export type ChunkMessage = { chunk: number; html: string[] } | { chunk: number; error: string };

export const chunkCount = (bodies: readonly unknown[]) => Math.ceil(bodies.length / CHUNK);

/** A chunk's HTML through remark: a batch holds the bodies plainMarkdownToHtml turned down (blog.ts), so it is not tried again. */
export function renderChunk(bodies: readonly string[], chunk: number): string[] {
  return bodies.slice(chunk * CHUNK, (chunk + 1) * CHUNK).map(remarkToHtml);
}

/** Takes the chunk for this thread if no other thread has it. */
export const take = (states: Int32Array, chunk: number) => Atomics.compareExchange(states, chunk, FREE, TAKEN) === FREE;
