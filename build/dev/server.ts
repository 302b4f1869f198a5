// `npm run dev`: build, serve on PORT (default 3000), rebuild on every save and reload open tabs.
import { fork, type ChildProcess } from 'node:child_process';
import { watch } from 'chokidar';
import { mkdir, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { DEV_CLIENT_PATH, DEV_CLIENT_SCRIPT, DEV_EVENTS_PATH } from './client';
import type { WorkerReply, WorkerRequest } from './worker';
import { cacheDir, projectRoot } from '../paths';
import { createSiteServer, listen } from './static-server';

const WATCHED = ['content', 'templates', 'client', 'shared', 'build', 'public'];
/** Editors save in bursts (write, rename, touch); changes this close together make one rebuild. */
const SETTLE_MS = 30;
const sitesDir = path.join(cacheDir, 'dev');

/** Each load of the build code in a worker keeps its module copies in memory; a worker that made this many is replaced. */
const LOADS_PER_WORKER = 25;

/** What a set of changed files asks of the next build. */
interface Changes {
  /** Pipeline code changed: a fresh worker imports it. */
  pipeline: boolean;
  /** Template code changed: the worker re-imports the project's modules. */
  templates: boolean;
  assets: boolean;
  images: boolean;
  /** public/ is copied only when the site folder is written whole. */
  public: boolean;
}

export function classify(files: Iterable<string>): Changes {
  const changes: Changes = { pipeline: false, templates: false, assets: false, images: false, public: false };
  for (const file of files) {
    const [top] = file.split('/');
    if (top === 'build') changes.pipeline = true;
    // The build, the templates and the client scripts all import shared/.
    else if (top === 'shared') changes.pipeline = changes.assets = true;
    else if (top === 'templates' && /\.tsx?$/.test(file)) changes.templates = true;
    else if (top === 'client' || top === 'templates') changes.assets = true;
    else if (file.startsWith('content/images/')) changes.images = true;
    else if (top === 'public') changes.public = true;
  }
  return changes;
}

const clients = new Set<ServerResponse>();
let watching = false;
let buildError: string | undefined;
let currentSite: string | undefined;
/** How many times the current worker has loaded the build code, as its last reply said. */
let loads = 0;

function broadcast(event: string, data: unknown = ''): void {
  for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

function startWorker(): Promise<ChildProcess> {
  const worker = fork(path.join(projectRoot, 'build/dev/worker.ts'), [], {
    execArgv: ['--import', 'tsx'],
    cwd: projectRoot,
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve(worker));
    worker.once('exit', (code) => reject(new Error(`the build worker exited with code ${code}`)));
  });
}

let worker: Promise<ChildProcess> = startWorker();
/** Started ahead with only libraries loaded: the next code edit's build runs in it. */
let spare: Promise<ChildProcess> = startWorker();

function runBuild(
  forget: WorkerRequest['forget'],
  reloadTemplates: boolean,
  changed: string[] | undefined,
): Promise<WorkerReply> {
  const dir = path.join(sitesDir, 'site');
  const failed = (message: string): WorkerReply => ({ type: 'failed', message, content: false, log: [] });
  return worker.then(
    (child) =>
      new Promise<WorkerReply>((resolve) => {
        const onExit = (code: number | null) =>
          resolve(failed(`The build stopped (exit code ${code}); the terminal shows why.`));
        child.once('exit', onExit);
        child.once('message', (reply: WorkerReply) => {
          child.off('exit', onExit);
          resolve(reply);
        });
        // A worker that died meanwhile (Ctrl-C reaches the whole process group) fails this build instead of crashing the server.
        child.send({ type: 'build', dir, forget, reloadTemplates, changed } satisfies WorkerRequest, (error) => {
          if (error) resolve(failed(`The build worker is gone (${error.message}).`));
        });
      }),
    (error: Error) => failed(`${error.message}: the build code did not load; the terminal shows why.`),
  );
}

/** Whether the watcher was ready when the last build began: only then has it seen every change that build did not read. */
let watchedLastBuild = false;

async function rebuild(changed: Set<string>, first = false): Promise<void> {
  const changes = classify(changed);
  const started = performance.now();
  const vouched = watchedLastBuild;
  watchedLastBuild = watching;
  const workerDown = await worker.then(
    (child) => child.exitCode !== null || child.signalCode !== null,
    () => true,
  );
  if (changes.pipeline || workerDown || loads >= LOADS_PER_WORKER) {
    loads = 0;
    const old = worker;
    worker = spare;
    spare = startWorker();
    (await old.catch(() => undefined))?.kill();
  }
  const forget: WorkerRequest['forget'] = [];
  if (changes.assets) forget.push('assets');
  if (changes.images) forget.push('images');
  if (changes.public) forget.push('written');
  // Kept blog routes render with the components of the module copies that made them, which a template edit replaces.
  if (changes.templates) forget.push('post routes');
  const reply = await runBuild(forget, changes.templates, vouched ? [...changed] : undefined);
  loads = reply.loads ?? loads;
  if (first || reply.type === 'failed') for (const line of reply.log) console.log(line);
  if (reply.type === 'failed') {
    buildError = reply.message;
    console.error(
      `\n${reply.message}\n${currentSite ? 'Still serving the last good build; fix the file and save.' : 'Fix the file and save.'}`,
    );
    broadcast('build-error', buildError);
    return;
  }
  currentSite = reply.dir;
  buildError = undefined;
  const what = [...changed].slice(0, 3).join(', ') + (changed.size > 3 ? ` and ${changed.size - 3} more` : '');
  if (!first) console.log(`rebuilt in ${Math.round(performance.now() - started)} ms (${what})`);
  broadcast('reload');
}

const pending = new Set<string>();
let building: Promise<void> | undefined;
let timer: NodeJS.Timeout | undefined;

function schedule(file: string): void {
  if (stopping) return;
  pending.add(file);
  clearTimeout(timer);
  timer = setTimeout(async () => {
    if (building) return;
    while (pending.size > 0 && !stopping) {
      const batch = new Set(pending);
      pending.clear();
      building = rebuild(batch).catch((error) => console.error(error));
      await building;
    }
    building = undefined;
  }, SETTLE_MS);
}

/** Shown while there is no good build yet: the overlay script says why. */
const NO_SITE_YET = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build error</title></head><body><script type="module" src="${DEV_CLIENT_PATH}"></script></body></html>`;

const server = createSiteServer({
  root: () => currentSite ?? sitesDir,
  transformHtml: (html) => html.replace('</body>', `<script type="module" src="${DEV_CLIENT_PATH}"></script></body>`),
  handle: (request, response, pathname) => {
    if (pathname === DEV_CLIENT_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(DEV_CLIENT_SCRIPT);
      return true;
    }
    if (pathname === DEV_EVENTS_PATH) {
      response.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      response.write(': connected\n\n');
      if (buildError) response.write(`event: build-error\ndata: ${JSON.stringify(buildError)}\n\n`);
      clients.add(response);
      request.on('close', () => clients.delete(response));
      return true;
    }
    if (!currentSite) {
      response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(NO_SITE_YET);
      return true;
    }
    return false;
  },
});

let stopping = false;

async function stop(): Promise<void> {
  stopping = true;
  clearTimeout(timer);
  await watcher.close();
  for (const client of clients) client.end();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  for (const child of [worker, spare]) (await child.catch(() => undefined))?.kill();
  await building;
  await rm(sitesDir, { recursive: true, force: true });
  console.log('dev server stopped');
  process.exit(0);
}

await rm(sitesDir, { recursive: true, force: true });
await mkdir(sitesDir, { recursive: true });
await rebuild(new Set(), true);
// chokidar, not fs.watch: Node 20's recursive fs.watch stops reporting a file once it is replaced (git checkout,
// sed -i, an editor's save by rename), and reports folders removed mid-scan as errors.
const watcher = watch(
  WATCHED.map((dir) => path.join(projectRoot, dir)),
  {
    ignoreInitial: true,
    ignored: (file) => path.basename(file).includes('~') || file.endsWith('.swp'),
    // chokidar drops a file's events within 5 ms of one it reported: waiting for the size to settle reads the last save, never a half-written one.
    awaitWriteFinish: { stabilityThreshold: 30, pollInterval: 10 },
  },
);
watcher.on('all', (_event, file) => schedule(path.relative(projectRoot, file).split(path.sep).join('/')));
watcher.on('error', (error) => console.error(`watching: ${error instanceof Error ? error.message : String(error)}`));
await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
watching = true;
const port = Number(process.env.PORT ?? 3000);
const origin = await listen(server, port, process.env.HOST ?? '127.0.0.1').catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is in use: stop what runs there or choose another, e.g. PORT=3001 npm run dev`
      : error,
  );
  process.exit(1);
});
console.log(`\ndev server at ${origin} — watching ${WATCHED.join('/, ')}/ — Ctrl-C stops it`);
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
