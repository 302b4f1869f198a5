import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { markdownToHtml } from './markdown';

/** Below this many bodies a worker's start-up costs more than it saves. */
const MIN_PARALLEL = 400;

export interface MarkdownBatch {
  html: Promise<string[]>;
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
 * Markdown to HTML for many bodies on worker threads, one per core, started at once so they render while this
 * thread checks the front matter: at thousands of posts remark is most of a clean build.
 */
export function renderMarkdownBatch(bodies: readonly string[]): MarkdownBatch {
  const threads = Math.min(availableParallelism(), Math.ceil(bodies.length / MIN_PARALLEL));
  if (threads <= 1) return { html: Promise.resolve().then(() => bodies.map(markdownToHtml)), cancel: () => undefined };
  const size = Math.ceil(bodies.length / threads);
  const workers: Worker[] = [];
  const chunks = Array.from({ length: threads }, (_, i) => bodies.slice(i * size, (i + 1) * size));
  const html = Promise.all(chunks.map((chunk) => startWorker(chunk, workers))).then((parts) => parts.flat());
  // A cancelled batch's rejection is expected; nobody awaits it.
  html.catch(() => undefined);
  return { html, cancel: () => workers.forEach((w) => void w.terminate()) };
}
