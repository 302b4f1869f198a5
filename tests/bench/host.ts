import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '../../build/paths';
import { startPagesRuntime, startServer, type RunningServer } from '../support/server';

const RUNS = 3;

/** From spawning the server to its first answer on `/`, RUNS times each: why `npm start` stays on serve. */
export async function benchHost(): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error('run npm run build first: the host bench serves dist/');
  const hosts: [string, () => Promise<RunningServer>][] = [
    ['serve (npm start)', () => startServer()],
    ['wrangler pages dev (npm run preview)', () => startPagesRuntime()],
  ];
  for (const [name, start] of hosts) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const server = await start();
      times.push(performance.now() - started);
      await server.stop();
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(40)} start to first answer: median ${sorted[Math.floor(RUNS / 2)]!.toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
    );
  }
}
