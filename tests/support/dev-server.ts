import { spawn, type ChildProcess } from 'node:child_process';
import { DEV_EVENTS_PATH } from '../../build/dev/client';
import type { ProjectCopy } from './project-copy';

export interface DevServer {
  url: string;
  /** Everything the dev server printed so far (stdout and stderr). */
  output: () => string;
  /** Polls a path until its body satisfies `done`; a timeout shows what the dev server printed meanwhile. */
  waitForPage: (pathname: string, done: (body: string) => boolean, timeoutMs?: number) => Promise<string>;
  /** Sends Ctrl-C and resolves with the exit code. */
  interrupt: () => Promise<number | null>;
  kill: () => void;
}

/** Starts `npm run dev` (the same command) in a project copy on a port the kernel picks; resolves once it serves. */
export async function startDev(project: ProjectCopy): Promise<DevServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'build/dev/server.ts'], {
    cwd: project.root,
    env: { ...process.env, PORT: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  let url: string | undefined;
  while (!(url = /dev server at (http:\/\/\S+)/.exec(output)?.[1])) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`npm run dev did not start within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    output: () => output,
    waitForPage: (pathname, done, timeoutMs) =>
      waitForBody(`${url}${pathname}`, done, timeoutMs).catch((error: Error) => {
        throw new Error(`${error.message}\nnpm run dev printed, last:\n${output.slice(-3000)}`);
      }),
    interrupt: () => {
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      return exited.finally(() => clearTimeout(timer));
    },
    kill: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Polls a URL until its body satisfies `done`; resolves with the body. */
async function waitForBody(url: string, done: (body: string) => boolean, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let body = '';
  while (Date.now() < deadline) {
    body = await fetch(url).then(
      (r) => r.text(),
      () => '',
    );
    if (done(body)) return body;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not change as expected within ${timeoutMs} ms; last body starts:\n${body.slice(0, 300)}`);
}

/** A page open on the dev server, as a browser tab holds it: it reloads at each `reload` event. */
export interface OpenTab {
  /** Runs `save`, then fetches `url` once at each reload event until its body satisfies `done`. */
  afterSave: (save: () => void, url: string, done: (body: string) => boolean, timeoutMs?: number) => Promise<void>;
  close: () => void;
}

/** Holds the dev server's event stream open; a bench times what an editor sees without polling the server meanwhile. */
export async function openTab(devUrl: string): Promise<OpenTab> {
  const response = await fetch(`${devUrl}${DEV_EVENTS_PATH}`);
  const reader = response.body!.getReader();
  let reloads = 0;
  let wake: (() => void) | undefined;
  (async () => {
    const decoder = new TextDecoder();
    let pending = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      pending += decoder.decode(value, { stream: true });
      for (let end = pending.indexOf('\n\n'); end !== -1; end = pending.indexOf('\n\n')) {
        if (pending.slice(0, end).split('\n').includes('event: reload')) {
          reloads++;
          wake?.();
        }
        pending = pending.slice(end + 2);
      }
    }
  })();
  return {
    afterSave: async (save, url, done, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      let seen = reloads;
      save();
      for (;;) {
        while (reloads === seen) {
          if (Date.now() > deadline) throw new Error(`no reload showed the change at ${url} within ${timeoutMs} ms`);
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, deadline - Date.now() + 1);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
        seen = reloads;
        // A rebuild already under way for an earlier event reloads first, without the change.
        if (done(await fetch(url).then((r) => r.text()))) return;
      }
    },
    close: () => void reader.cancel().catch(() => undefined),
  };
}
