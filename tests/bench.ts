// Timings and sizes that are reported, never asserted: `npm run bench`.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { cacheDir, distDir, projectRoot } from '../build/paths';

function timeBuild(): number {
  const started = performance.now();
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'build/index.ts'], { cwd: projectRoot, stdio: 'ignore' });
  return performance.now() - started;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length;

rmSync(cacheDir, { recursive: true, force: true });
const cold = timeBuild();
const warm = [timeBuild(), timeBuild(), timeBuild()].sort((a, b) => a - b)[1]!;
console.log(`build, empty image cache   ${cold.toFixed(0).padStart(6)} ms`);
console.log(`build, warm cache (median) ${warm.toFixed(0).padStart(6)} ms`);

console.log('\npage                         html gz   css gz    js gz   first load (html+css+js)');
const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).sort();
for (const page of pages) {
  const html = readFileSync(path.join(distDir, page), 'utf8');
  const linked = (re: RegExp) => [...html.matchAll(re)].reduce((sum, m) => sum + gz(readFileSync(path.join(distDir, m[1]!))), 0);
  const css = linked(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const js = linked(/<script[^>]*\ssrc="([^"]+)"/g);
  const htmlGz = gz(html);
  console.log(`${page.padEnd(28)} ${kb(htmlGz).padStart(8)} ${kb(css).padStart(8)} ${kb(js).padStart(8)}   ${kb(htmlGz + css + js).padStart(8)}`);
}
