import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { markdownToHtml } from './markdown';

/** Below this many bodies a worker's start-up costs more than it saves. */
const MIN_PARALLEL = 400;

/** Worker threads do not inherit tsx's loader on Node 20: each registers it before loading the TypeScript worker. */
function startWorker(bodies: string[]): Promise<string[]> {
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./markdown-worker.ts', import.meta.url).href)}); })`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: bodies });
    worker.once('message', (html: string[]) => {
      resolve(html);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Markdown to HTML for many bodies on every core: at thousands of posts remark is most of a clean build. */
export async function markdownToHtmlMany(bodies: readonly string[]): Promise<string[]> {
  const threads = Math.min(availableParallelism(), Math.ceil(bodies.length / MIN_PARALLEL));
  if (threads <= 1) return bodies.map(markdownToHtml);
  const size = Math.ceil(bodies.length / threads);
  const chunks = Array.from({ length: threads }, (_, i) => bodies.slice(i * size, (i + 1) * size));
  // This thread renders the first chunk while the workers start and render the rest.
  const others = Promise.all(chunks.slice(1).map(startWorker));
  const first = chunks[0]!.map(markdownToHtml);
  return [...first, ...(await others).flat()];
}
