import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import { markdownToHtml } from './markdown';
import { renderClaimed, type ChunkMessage } from './markdown-chunks';

/** Below this many bodies per worker its start-up (bundling and loading remark, ~0.2 s) costs more than it saves. */
const MIN_PER_WORKER = 400;

export interface MarkdownBatch {
  /** Renders bodies on this thread too (call it once the thread is free), then resolves with every body's HTML, in order. */
  html: () => Promise<string[]>;
  /** Stops the workers when the build has failed anyway. */
  cancel: () => void;
}

let workerCode: string | undefined;

/**
 * The worker and remark as one esbuild bundle, run as the worker's script. Worker threads do not inherit tsx's
 * loader, and loading remark's ~150 modules through it kept a worker from starting for ~0.5 s; the bundle starts in
 * ~0.1 s. Bundled synchronously: an async build would wait for this thread, busy with front matter, to read its result.
 */
function bundledWorker(): string {
  workerCode ??= esbuild.buildSync({ entryPoints: [fileURLToPath(new URL('./markdown-worker.ts', import.meta.url))], bundle: true, write: false, format: 'cjs', platform: 'node', target: 'node20', logLevel: 'silent' }).outputFiles[0]!.text;
  return workerCode;
}

function startWorker(workerData: { bodies: readonly string[]; next: SharedArrayBuffer }, report: (start: number, html: string[]) => void, workers: Worker[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bundledWorker(), { eval: true, workerData });
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
