import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { channelsFile } from '../../build/content/channels';
import { serializeSnapshot } from '../../build/snapshot/write';
import { distDir, projectRoot } from '../../build/paths';
import { syntheticSnapshot } from '../fixtures/synthetic-channels';
import { BUILD_ARGS, copyProject, type ProjectCopy } from '../support/project-copy';
import { timedProcess, type Run } from './timed-process';
import { median } from './median';

const CHANNELS = 30_000;
const RUNS = 5;

/** Median wall and CPU of the runs, with the load average each started at. */
function summary(name: string, runs: Run[], target: string): string {
  return (
    `${name.padEnd(42)} wall ${median(runs.map((r) => r.ms))
      .toFixed(0)
      .padStart(6)} ms  ` +
    `cpu ${median(runs.map((r) => r.cpuMs))
      .toFixed(0)
      .padStart(
        6,
      )} ms  (all: ${runs.map((r) => `${r.ms.toFixed(0)} ms at load ${r.load.toFixed(1)}`).join(', ')})  ${target}`
  );
}

/** The site at 30,000 channels: a first build, clean builds with images and cards cached, and a rebuild with nothing changed. */
function timeBuilds(copy: ProjectCopy): string[] {
  copy.write(channelsFile, serializeSnapshot(syntheticSnapshot({ count: CHANNELS })));
  rmSync(copy.file('.cache'), { recursive: true, force: true });
  const first = timedProcess(BUILD_ARGS, copy.root);
  const clean = Array.from({ length: RUNS }, () => {
    // Everything but the encoded images and cards goes: the built code, the page and post caches, dist/.
    for (const name of ['build', 'pages', 'blog-posts.json', 'last-build.json'])
      rmSync(copy.file(`.cache/${name}`), { recursive: true, force: true });
    rmSync(copy.file('dist'), { recursive: true, force: true });
    return timedProcess(BUILD_ARGS, copy.root);
  });
  const unchanged = Array.from({ length: RUNS }, () => timedProcess(BUILD_ARGS, copy.root));
  return [
    `${CHANNELS} channels; whole build processes (node start to exit); load = one-minute load average as each run started`,
    summary('first build, empty .cache', [first], ''),
    summary(`clean, images and cards cached (median of ${RUNS})`, clean, 'target ≤ 1.5 s wall'),
    `  stages of the median run (wall): ${[...clean].sort((a, b) => a.ms - b.ms)[Math.floor(RUNS / 2)]!.stages}`,
    summary(`rebuild, nothing changed (median of ${RUNS})`, unchanged, ''),
  ];
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length;

/** Build times at 30,000 channels (in a copy), then each page's first-response size in the project's own build. */
export function benchSite(): void {
  const copy = copyProject('balkanstream-bench-site-');
  try {
    for (const line of timeBuilds(copy)) console.log(line);
  } finally {
    copy.remove();
  }
  // The sizes are the project's own pages, as built (or already built) from the committed content.
  timedProcess(BUILD_ARGS, projectRoot);
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
