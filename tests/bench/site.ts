import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { cacheDir, distDir, projectRoot } from '../../build/paths';
import { BUILD_ARGS } from '../support/project-copy';

function timeBuild(): number {
  const started = performance.now();
  execFileSync(process.execPath, BUILD_ARGS, { cwd: projectRoot, stdio: 'ignore' });
  return performance.now() - started;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length;

/** Build times with an empty and a warm image cache, and each page's first-response size. */
export function benchSite(): void {
  rmSync(cacheDir, { recursive: true, force: true });
  const cold = timeBuild();
  const warm = [timeBuild(), timeBuild(), timeBuild()].sort((a, b) => a - b)[1]!;
  console.log(`build, empty image cache   ${cold.toFixed(0).padStart(6)} ms`);
  console.log(`build, warm cache (median) ${warm.toFixed(0).padStart(6)} ms`);

  console.log('\nfirst response (gzip, CSS and site script inlined) and page scripts fetched after it');
  console.log('page                      html gz  of it css  inline js  linked js');
  const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .sort();
  for (const page of pages) {
    const html = readFileSync(path.join(distDir, page), 'utf8');
    const linked = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].reduce(
      (sum, m) => sum + gz(readFileSync(path.join(distDir, m[1]!))),
      0,
    );
    const inline = (re: RegExp) => [...html.matchAll(re)].reduce((sum, m) => sum + gz(m[1]!), 0);
    const css = inline(/<style>([\s\S]*?)<\/style>/g);
    const js = inline(/<script(?![^>]*\ssrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g);
    const htmlGz = gz(html);
    console.log(
      `${page.padEnd(24)} ${kb(htmlGz).padStart(8)} ${kb(css).padStart(8)} ${kb(js).padStart(8)} ${kb(linked).padStart(8)}`,
    );
  }
}
