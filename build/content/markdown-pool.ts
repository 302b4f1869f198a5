import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { markdownToHtml } from './markdown';

/** Below this many bodies per worker its start-up (tsx and remark, ~0.4 s) costs more than it saves. */
const MIN_PER_WORKER = 400;
/** Bodies claimed at a time: small enough that no thread waits long for another's last chunk. */
const CHUNK = 16;

export interface MarkdownBatch {
  /** Renders bodies on this thread too (call it once the thread is free), then resolves with every body's HTML, in order. */
  html: () => Promise<string[]>;
  /** Stops the workers when the build has failed anyway. */
  cancel: () => void;
}

/** A worker's report: the HTML of the chunk starting at `start`, or `done` once no body is left to claim. */
export type ChunkMessage = { start: number; html: string[] } | 'done';

/** Renders chunks claimed from the shared counter until none is left; every thread runs this same loop. */
export function renderClaimed(bodies: readonly string[], next: Int32Array, report: (start: number, html: string[]) => void): void {
  for (let start = Atomics.add(next, 0, CHUNK); start < bodies.length; start = Atomics.add(next, 0, CHUNK)) {
    report(start, bodies.slice(start, start + CHUNK).map(markdownToHtml));
  }
}

/** Worker threads do not inherit tsx's loader on Node 20: each registers it before loading the TypeScript worker. */
function startWorker(workerData: { bodies: readonly string[]; next: SharedArrayBuffer }, report: (start: number, html: string[]) => void, workers: Worker[]): Promise<void> {
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./markdown-worker.ts', import.meta.url).href)}); })`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData });
    workers.push(worker);
    worker.on('message', (message: ChunkMessage) => {
      if (message !== 'done') return report(message.start, message.html);
      resolve();
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * Markdown to HTML for many bodies: at thousands of posts remark is most of a clean build. One worker thread per
 * other core starts at once; this thread joins once it has checked the front matter. Every thread claims chunks from
 * one shared counter, so all of them finish together however the work and the machine's load fall.
 */
export function renderMarkdownBatch(bodies: readonly string[]): MarkdownBatch {
  const threads = Math.min(availableParallelism() - 1, Math.floor(bodies.length / MIN_PER_WORKER));
  if (threads < 1) return { html: async () => bodies.map(markdownToHtml), cancel: () => undefined };
  const html: string[] = new Array<string>(bodies.length);
  const report = (start: number, chunk: string[]) => chunk.forEach((text, i) => (html[start + i] = text));
  const next = new SharedArrayBuffer(4);
  const workers: Worker[] = [];
  const theirs = Promise.all(Array.from({ length: threads }, () => startWorker({ bodies, next }, report, workers)));
  // A cancelled batch's rejection is expected; nobody awaits it.
  theirs.catch(() => undefined);
  return {
    html: async () => {
      renderClaimed(bodies, new Int32Array(next), report);
      await theirs;
      return html;
    },
    cancel: () => workers.forEach((w) => void w.terminate()),
  };
}
