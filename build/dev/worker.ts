// The build half of `npm run dev`: a child process that keeps the pipeline's modules and costly stage
// results in memory, so a content edit rebuilds in-process. A template edit re-imports the project's modules
// in place; a pipeline edit switches to a fresh worker, started ahead with only the libraries loaded.
// First: React picks its build when it loads, and the libraries below load before the pipeline.
import '../render/production';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';
import { readRunningCode } from '../code-files.mjs';
import type { BuildOptions, buildSite as BuildSite } from '../index';

export type WorkerRequest = {
  type: 'build';
  dir: string;
  forget: ('assets' | 'images' | 'written' | 'post routes')[];
  reloadTemplates: boolean;
  /** Every file the watcher saw change since the last request; none when the watcher cannot vouch for all. */
  changed?: string[];
};
export type WorkerReply = (
  | { type: 'built'; dir: string; ms: number; log: string[] }
  | { type: 'failed'; message: string; content: boolean; log: string[] }
) & {
  /** How many times this worker has loaded the build code (none when the reply is not the worker's). */
  loads?: number;
};

// Loading the heavy libraries before any edit is what makes a code edit's rebuild quick. sharp is required, the way
// build/assets/sharp.ts loads it, so that both find the same instance.
createRequire(import.meta.url)('sharp');
await Promise.all(
  ['esbuild', 'react', 'react-dom/server', 'yaml', 'zod', 'remark', 'remark-html', 'gray-matter', 'sitemap'].map(
    (name) => import(name),
  ),
);

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
let cache: BuildOptions['cache'];
let build: typeof BuildSite | undefined;
/** Changed files of requests whose build did not start (its code failed to load): the next build is told of them too. */
let untold: string[] = [];

/** Loads of the build code per build that may find a file changed meanwhile. */
const LOAD_TRIES = 3;
const CHANGED_WHILE_LOADING = 'CodeChangedWhileLoading';
let loads = 0;

/**
 * tsImport gives each call its own module instances, so edited templates are read as they are now. A file saved while
 * they load may be in them or not, and caches are keyed by the code as it was when they loaded (code-hash.ts): then
 * they load again.
 */
async function loadPipeline(): Promise<typeof BuildSite> {
  for (let tries = 1; ; tries++) {
    loads++;
    const before = JSON.stringify(readRunningCode(projectRoot));
    const [index, stages] = await Promise.all([
      tsImport('../index.ts', import.meta.url) as Promise<typeof import('../index')>,
      tsImport('./stage-cache.ts', import.meta.url) as Promise<typeof import('./stage-cache')>,
    ]);
    if (JSON.stringify(readRunningCode(projectRoot)) === before) {
      cache ??= new stages.StageCache();
      return index.buildSite;
    }
    if (tries === LOAD_TRIES)
      throw Object.assign(
        new Error(
          `The build code changed each of the ${LOAD_TRIES} times it loaded; save again once it is done changing.`,
        ),
        { name: CHANGED_WHILE_LOADING },
      );
  }
}

process.on('message', async (request: WorkerRequest) => {
  const log: string[] = [];
  const started = performance.now();
  let reply: WorkerReply;
  try {
    untold.push(...(request.changed ?? []));
    // Dropped first: while the edited code fails to load, later builds fail too instead of running the code before it.
    if (request.reloadTemplates) build = undefined;
    build ??= await loadPipeline();
    for (const name of request.forget) cache!.forget(name);
    const changed = request.changed && untold;
    untold = [];
    await build({ write: request.dir, log: (line) => log.push(line), cache, changed });
    reply = { type: 'built', dir: request.dir, ms: performance.now() - started, log };
  } catch (error) {
    // Matched by name: importing the error classes here would load project code before the first build.
    const name = error instanceof Error ? error.name : '';
    const content = name === 'ContentErrors' || name === 'ContentError';
    reply = {
      type: 'failed',
      message:
        content || name === CHANGED_WHILE_LOADING ? (error as Error).message : String((error as Error)?.stack ?? error),
      content,
      log,
    };
  }
  process.send?.({ ...reply, loads });
});

// Never outlive the dev server, however it ended.
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready' });
