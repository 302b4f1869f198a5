import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';
import path from 'node:path';
import { projectRoot } from '../../build/paths';

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
  stop: () => Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Serves dist/ the way `npm start` does: `serve` from the project root reads serve.json
 * (public: dist, clean URLs, 404.html for unknown paths). One process, stopped by its own PID.
 * `root` serves another project's dist/, e.g. a copyProject() build.
 */
export async function startServer(root: string = projectRoot): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(projectRoot, 'node_modules/.bin/serve'), ['--no-clipboard', '--no-port-switching', '--no-request-logging', '-l', `tcp://127.0.0.1:${port}`], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', NO_COLOR: '1' },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = () => stopChild(child);

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve exited with code ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      return { url, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`serve did not answer on ${url} within 20 s:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
