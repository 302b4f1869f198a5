import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../build/paths';
import { startPagesDev } from '../../build/publish/cloudflare';

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
 * Waits until a started server prints the origin it listens on (`listeningAt` captures it) and answers `/` there;
 * stops it and throws with its output when it exits or takes too long.
 * Servers start on port 0 and report the port the kernel gave them: a port picked beforehand can be taken by
 * another process before the server binds it, and whatever answers there then passes for the server.
 * No request outlives the deadline: each is aborted by a timer of its own by then at the latest.
 */
async function whenAnswering(
  name: string,
  child: ChildProcess,
  listeningAt: RegExp,
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
    const url = listeningAt.exec(output)?.[1];
    const attempt = new AbortController();
    // Generous: wrangler's first answers have taken 3 s on a loaded box, and each abandoned attempt still loads it.
    const attemptTimer = setTimeout(() => attempt.abort(), Math.min(10_000, Math.max(0, deadline - Date.now())));
    try {
      if (!url) throw new Error('not listening yet');
      const response = await fetch(`${url}/`, { signal: attempt.signal });
      await response.arrayBuffer();
      return { url, output: () => output, stop };
    } catch {
      if (Date.now() >= deadline) {
        await stop();
        throw new Error(
          `${name} did not answer ${url ?? '(no origin printed)'} within ${timeoutMs / 1000} s:\n${output}`,
        );
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
  const child = spawn(
    path.join(projectRoot, 'node_modules/.bin/serve'),
    ['--no-clipboard', '--no-request-logging', '-l', 'tcp://127.0.0.1:0'],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', NO_COLOR: '1' },
    },
  );
  return whenAnswering('serve', child, /Accepting connections at (http:\/\/\S+)/, 20_000);
}

/**
 * Serves `root`/dist/ the way production does: Cloudflare's own runtime (`wrangler pages dev`, offline).
 * Each runtime gets an inspector port of the kernel's choosing and its own folder for wrangler.toml, .wrangler/ and its log:
 * two test files start one at the same time, and two on port 9229 or in one .wrangler/tmp kill each other.
 */
export async function startPagesRuntime(root: string = projectRoot): Promise<RunningServer> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'pages-runtime-'));
  copyFileSync(path.join(projectRoot, 'wrangler.toml'), path.join(workDir, 'wrangler.toml'));
  const child = startPagesDev(path.join(root, 'dist'), 0, {
    ip: '127.0.0.1',
    inspectorPort: 0,
    cwd: workDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // wrangler appends every run's debug log under ~/.config/.wrangler/logs (tens of MB for a bench): keep it here.
    env: { ...process.env, NO_COLOR: '1', WRANGLER_LOG_PATH: workDir },
  });
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
  try {
    const server = await whenAnswering('wrangler pages dev', child, /Ready on (http:\/\/\S+)/, 90_000);
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
