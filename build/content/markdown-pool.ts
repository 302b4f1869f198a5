import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { markdownToHtml } from './markdown';

/** Below this many bodies per worker its start-up (tsx and remark, ~0.4 s) costs more than it saves. */
const MIN_PER_WORKER = 400;
/** This thread checks front matter before it renders, so it takes this fraction of a worker's share. */
const OWN_SHARE = 0.7;

export interface MarkdownBatch {
  /** Renders this thread's share (call it once the thread is free), then resolves with every body's HTML, in order. */
  html: () => Promise<string[]>;
  /** Stops the workers when the build has failed anyway. */
  cancel: () => void;
}

/** Worker threads do not inherit tsx's loader on Node 20: each registers it before loading the TypeScript worker. */
function startWorker(bodies: string[], workers: Worker[]): Promise<string[]> {
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./markdown-worker.ts', import.meta.url).href)}); })`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: bodies });
    workers.push(worker);
    worker.once('message', (html: string[]) => {
      resolve(html);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * Markdown to HTML for many bodies: at thousands of posts remark is most of a clean build. One worker thread per
 * other core starts at once with its share; this thread renders the rest once it has checked the front matter.
 */
export function renderMarkdownBatch(bodies: readonly string[]): MarkdownBatch {
  const threads = Math.min(availableParallelism() - 1, Math.floor(bodies.length / MIN_PER_WORKER));
  if (threads < 1) return { html: async () => bodies.map(markdownToHtml), cancel: () => undefined };
  const perWorker = Math.ceil(bodies.length / (threads + OWN_SHARE));
  const workers: Worker[] = [];
  const chunks = Array.from({ length: threads }, (_, i) => bodies.slice(i * perWorker, (i + 1) * perWorker));
  const theirs = Promise.all(chunks.map((chunk) => startWorker(chunk, workers)));
  // A cancelled batch's rejection is expected; nobody awaits it.
  theirs.catch(() => undefined);
  return {
    html: async () => {
      const mine = bodies.slice(threads * perWorker).map(markdownToHtml);
      return [...(await theirs).flat(), ...mine];
    },
    cancel: () => workers.forEach((w) => void w.terminate()),
  };
}
