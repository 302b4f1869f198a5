import { markdownToHtml } from './markdown';

/** Bodies claimed at a time: small enough that no thread waits long for another's last chunk. */
const CHUNK = 16;

/** A worker's report: the HTML of the chunk starting at `start`, or `done` once no body is left to claim. */
export type ChunkMessage = { start: number; html: string[] } | 'done';

/** Renders chunks claimed from the shared counter until none is left; every thread runs this same loop. */
export function renderClaimed(bodies: readonly string[], next: Int32Array, report: (start: number, html: string[]) => void): void {
  for (let start = Atomics.add(next, 0, CHUNK); start < bodies.length; start = Atomics.add(next, 0, CHUNK)) {
    report(start, bodies.slice(start, start + CHUNK).map(markdownToHtml));
  }
}
