import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../build/paths';
import { startPagesDev } from '../../build/publish/cloudflare';

/** A port nothing listens on right now: the kernel picks it for a throwaway server on port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Starts a test server on 127.0.0.1 at a port the kernel picks; resolves with its origin. */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface RunningServer {
  /** Origin without a trailing slash, e.g. `http://127.0.0.1:45123`. */
  url: string;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Stops a process and every process it started (its group: wrangler runs workerd beside itself). */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group is already gone.
    }
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => signal('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      signal('SIGKILL');
      resolve();
    });
    signal('SIGTERM');
  });
}

/**
 * Waits until a started server answers `/`; stops it and throws with its output when it exits or takes too long.
 * No request outlives the deadline: each is aborted by a timer of its own by then at the latest.
 */
async function whenAnswering(
  name: string,
  child: ChildProcess,
  url: string,
  timeoutMs: number,
): Promise<RunningServer> {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = () => stopGroup(child);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    const attempt = new AbortController();
    // Generous: wrangler's first answers have taken 3 s on a loaded box, and each abandoned attempt still loads it.
    const attemptTimer = setTimeout(() => attempt.abort(), Math.min(10_000, Math.max(0, deadline - Date.now())));
    try {
      const response = await fetch(`${url}/`, { signal: attempt.signal });
      await response.arrayBuffer();
      return { url, output: () => output, stop };
    } catch {
      if (Date.now() >= deadline) {
        await stop();
        throw new Error(`${name} did not answer on ${url} within ${timeoutMs / 1000} s:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      clearTimeout(attemptTimer);
    }
  }
}

/**
 * Serves dist/ the way `npm start` does: `serve` from the project root reads serve.json
 * (public: dist, clean URLs, 404.html for unknown paths).
 * `root` serves another project's dist/, e.g. a copyProject() build.
 */
export async function startServer(root: string = projectRoot): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    path.join(projectRoot, 'node_modules/.bin/serve'),
    ['--no-clipboard', '--no-port-switching', '--no-request-logging', '-l', `tcp://127.0.0.1:${port}`],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', NO_COLOR: '1' },
    },
  );
  return whenAnswering('serve', child, `http://127.0.0.1:${port}`, 20_000);
}

/**
 * Serves `root`/dist/ the way production does: Cloudflare's own runtime (`wrangler pages dev`, offline).
 * Each runtime gets its own inspector port and its own folder for wrangler.toml and .wrangler/:
 * two test files start one at the same time, and two on port 9229 or in one .wrangler/tmp kill each other.
 */
export async function startPagesRuntime(root: string = projectRoot): Promise<RunningServer> {
  // A port free when picked can be taken before workerd binds it (by another runtime's own servers): pick again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPagesRuntimeOnce(root);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Address already in use')) throw error;
    }
  }
}

async function startPagesRuntimeOnce(root: string): Promise<RunningServer> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const workDir = mkdtempSync(path.join(tmpdir(), 'pages-runtime-'));
  copyFileSync(path.join(projectRoot, 'wrangler.toml'), path.join(workDir, 'wrangler.toml'));
  const child = startPagesDev(path.join(root, 'dist'), port, {
    ip: '127.0.0.1',
    inspectorPort,
    cwd: workDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
  try {
    const server = await whenAnswering('wrangler pages dev', child, `http://127.0.0.1:${port}`, 90_000);
    return { ...server, stop: () => server.stop().then(removeWorkDir) };
  } catch (error) {
    removeWorkDir();
    throw error;
  }
}

/** The two hosts the site must behave the same on: `npm start` locally and Cloudflare Pages in production. */
export const HOSTS = [
  { name: 'serve (npm start)', start: startServer },
  { name: 'Cloudflare Pages runtime', start: startPagesRuntime },
] as const;
