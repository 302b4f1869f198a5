// The build half of `npm run dev`: a child process that keeps the pipeline's modules and costly stage
// results in memory, so a content edit rebuilds in-process. Code edits replace this process (fresh imports).
import { ContentError, ContentErrors } from './content/errors';
import { buildSite } from './index';
import { StageCache } from './stage-cache';

export type WorkerRequest = { type: 'build'; dir: string; forget: ('assets' | 'images')[] };
export type WorkerReply =
  | { type: 'built'; dir: string; ms: number; log: string[] }
  | { type: 'failed'; message: string; content: boolean; log: string[] };

const cache = new StageCache();

process.on('message', async (request: WorkerRequest) => {
  const log: string[] = [];
  const started = performance.now();
  for (const name of request.forget) cache.forget(name);
  let reply: WorkerReply;
  try {
    await buildSite({ write: request.dir, log: (line) => log.push(line), cache });
    reply = { type: 'built', dir: request.dir, ms: performance.now() - started, log };
  } catch (error) {
    const content = error instanceof ContentErrors || error instanceof ContentError;
    reply = { type: 'failed', message: content ? (error as Error).message : String((error as Error)?.stack ?? error), content, log };
  }
  process.send?.(reply);
});

process.send?.({ type: 'ready' });
