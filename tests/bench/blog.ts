import { linkSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openTab, startDev } from '../support/dev-server';
import { startPagesRuntime } from '../support/server';
import { BUILD_ARGS, copyProject, type ProjectCopy } from '../support/project-copy';
import { timedProcess, type Run } from './timed-process';
import { generateBlog } from './blog-posts';
import { ELEVENTY_VERSION, eleventyArgs, eleventySite, installEleventy } from './eleventy';
import { median } from './median';

const POSTS = 4000;

const timedBuild = (copy: ProjectCopy) => timedProcess(BUILD_ARGS, copy.root);

/** Hard-links every file of a folder into another: a copy of a cache without writing its bytes again. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) linkTree(path.join(from, entry.name), path.join(to, entry.name));
    else linkSync(path.join(from, entry.name), path.join(to, entry.name));
  }
}

const PROBE_FILES = 500;

/**
 * How long creating an empty file takes in a new folder, per file. On a disk without a journal ext4 skips every inode
 * freed in the last minute or so when it looks for a free one, so after many deletions (earlier builds' caches, test
 * copies) creating a file can cost a millisecond of system time instead of a few microseconds. The files stay until
 * the caller removes the folder: removing them now would slow what follows.
 */
function fileCreationMs(folder: string): number {
  mkdirSync(folder, { recursive: true });
  const started = performance.now();
  for (let i = 0; i < PROBE_FILES; i++) writeFileSync(path.join(folder, String(i)), '');
  return (performance.now() - started) / PROBE_FILES;
}

const EDITS = 5;

/**
 * `npm run dev` on the copy: from saving an edited post to the served page showing the edit, median of EDITS saves.
 * Measured as an open tab sees it (`openTab`): polling the page every 10 ms instead took CPU from the rebuild it
 * timed, which no browser does.
 */
async function devEdits(copy: ProjectCopy): Promise<number[]> {
  const dev = await startDev(copy);
  const tab = await openTab(dev.url);
  const file = 'content/blog/bench-post-2345.md';
  const original = copy.read(file);
  const times: number[] = [];
  try {
    for (let run = 0; run < EDITS; run++) {
      const mark = `izmjena${Date.now()}x${run}`;
      const started = performance.now();
      await tab.afterSave(
        () => copy.write(file, original.replace('Objava 2345.', `Objava 2345, ${mark}.`)),
        `${dev.url}/blog/bench-post-2345`,
        (body) => body.includes(mark),
      );
      times.push(performance.now() - started);
      // Let the watcher go quiet so each save times one rebuild.
      await new Promise((r) => setTimeout(r, 1_000));
    }
  } finally {
    tab.close();
    copy.write(file, original);
    await dev.interrupt();
  }
  return times;
}

/** The built 4,000-post site through Cloudflare's runtime: rules it skipped, and how many posts answer 200 at their URL. */
async function throughRuntime(copy: ProjectCopy): Promise<string[]> {
  const posts = readdirSync(copy.file('dist/blog'))
    .filter((f) => /^bench-post-\d+\.html$/.test(f))
    .map((f) => `/blog/${f.slice(0, -'.html'.length)}`);
  const runtime = await startPagesRuntime(copy.root);
  try {
    const statuses = new Map<number, number>();
    const failed: string[] = [];
    let next = 0;
    // Sixteen requests at a time: a visitor's pace does not matter here, only each post's answer.
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < posts.length) {
          const url = posts[next++]!;
          const response = await fetch(runtime.url + url, { redirect: 'manual' });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status !== 200)
            failed.push(`${url} → ${response.status} ${response.headers.get('location') ?? ''}`.trim());
        }
      }),
    );
    const output = runtime.output();
    const skipped = output.split('\n').filter((line) => /Skipping line/i.test(line)).length;
    const parsed = /Parsed (\d+) valid redirect rules/.exec(output)?.[1] ?? '?';
    return [
      `Cloudflare runtime (wrangler pages dev): _redirects ${parsed} rules read, ${skipped} skipped  target 0`,
      `posts answering 200 at their URL: ${statuses.get(200) ?? 0} of ${posts.length}  target all${failed.length ? `; first others: ${failed.slice(0, 3).join(', ')}` : ''}`,
    ];
  } finally {
    await runtime.stop();
  }
}

/** A fresh copy with the generated posts and, from `cached`, only the encoded images and cards: one clean build. */
function cleanBuildWithCards(cached: ProjectCopy): Run {
  // A fresh copy, not deleted caches: on this machine's disk, writing right after deleting hundreds of MB is ~10× slower.
  const fresh = copyProject('balkanstream-bench-blog-fresh-');
  try {
    generateBlog(fresh, POSTS);
    rmSync(fresh.file('.cache'), { recursive: true, force: true });
    for (const dir of ['.cache/images', '.cache/og']) linkTree(cached.file(dir), fresh.file(dir));
    return timedBuild(fresh);
  } finally {
    fresh.remove();
  }
}

/** Eleventy's clean build of the same posts into a new output folder, removed afterwards. */
function eleventyBuild(cli: string, site: string, run: number): Run & { pages: number } {
  const output = `_site-${run}`;
  try {
    const timed = timedProcess(eleventyArgs(cli, output), site);
    const pages = readdirSync(path.join(site, output), { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.html'),
    ).length;
    return { ...timed, pages };
  } finally {
    rmSync(path.join(site, output), { recursive: true, force: true });
  }
}

const PAIRS = 5;
const medianOf = (runs: Run[], field: 'ms' | 'cpuMs' | 'maxRssMb') => median(runs.map((run) => run[field]));
const loads = (runs: Run[]) =>
  `load ${Math.min(...runs.map((r) => r.load)).toFixed(1)}–${Math.max(...runs.map((r) => r.load)).toFixed(1)}`;

/**
 * 4,000 generated posts: a first build with nothing cached, rebuilds with nothing and with one post changed, the dev
 * loop's edit, and clean builds with images and cards cached against Eleventy's on the same posts, in alternating pairs.
 */
export async function benchBlog(): Promise<void> {
  const eleventyCli = installEleventy();
  const copy = copyProject('balkanstream-bench-blog-');
  const site = eleventySite(POSTS);
  try {
    generateBlog(copy, POSTS);
    // First build: no cache of any kind (images, cards, Markdown, pages) and no previous dist/.
    rmSync(copy.file('.cache'), { recursive: true, force: true });
    const creation = fileCreationMs(copy.file('.bench-probe'));
    const first = timedBuild(copy);
    const created = readdirSync(copy.file('.cache'), { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    ).length;
    rmSync(copy.file('.bench-probe'), { recursive: true, force: true });
    const unchanged = Array.from({ length: PAIRS }, () => timedBuild(copy));
    copy.write(
      'content/blog/bench-post-1234.md',
      copy.read('content/blog/bench-post-1234.md').replace('## ', '## Izmijenjeno: '),
    );
    const warm = timedBuild(copy);
    const runtime = await throughRuntime(copy);
    const edits = await devEdits(copy);
    // Eleventy and Hugo encode no images: the fair comparison is a clean build with the encoded images and cards only.
    const ours: Run[] = [];
    const eleventy: (Run & { pages: number })[] = [];
    for (let run = 0; run < PAIRS; run++) {
      ours.push(cleanBuildWithCards(copy));
      eleventy.push(eleventyBuild(eleventyCli, site, run));
    }
    const pages = POSTS + Math.ceil(POSTS / 24);
    const line = (name: string, run: Run, target = '') =>
      console.log(
        `${name.padEnd(34)} wall ${run.ms.toFixed(0).padStart(6)} ms  cpu ${run.cpuMs.toFixed(0).padStart(6)} ms (system ${run.systemMs.toFixed(0)})  ` +
          `peak RSS ${run.maxRssMb.toFixed(0)} MB  load ${run.load.toFixed(1)}${target}\n  stages (wall): ${run.stages}`,
      );
    console.log(
      `${POSTS} posts (~400 words), ${pages} blog pages; whole processes (node start to exit); load = one-minute load average as each run started`,
    );
    line('first build (no .cache)', first, '  target ≤ 25 s, peak RSS < 1 GB');
    console.log(
      `  it created ${created} files in .cache (cards and pages, which dist/ links); creating one in the copy took ${creation.toFixed(2)} ms just before`,
    );
    const still = [...unchanged].sort((a, b) => a.ms - b.ms)[Math.floor(PAIRS / 2)]!;
    line(`rebuild, nothing changed (median of ${PAIRS})`, still, '  target ≤ 1.0 s');
    console.log(`  all: ${unchanged.map((r) => `${r.ms.toFixed(0)} ms (load ${r.load.toFixed(1)})`).join(', ')}`);
    line('rebuild, one post edited', warm);
    for (const line of runtime) console.log(line);
    console.log(
      `npm run dev, one post edited: save to served page ${median(edits).toFixed(0)} ms median (${edits.map((t) => t.toFixed(0)).join(', ')} ms)  target ≤ 500 ms`,
    );
    console.log(
      `\nclean build, images and cards cached, against Eleventy ${ELEVENTY_VERSION} (minimal layout, ${eleventy[0]!.pages} pages), ${PAIRS} alternating pairs:`,
    );
    for (let run = 0; run < PAIRS; run++)
      console.log(
        `  pair ${run + 1}: ours ${ours[run]!.ms.toFixed(0)} ms wall ${ours[run]!.cpuMs.toFixed(0)} ms cpu (load ${ours[run]!.load.toFixed(1)}), ` +
          `Eleventy ${eleventy[run]!.ms.toFixed(0)} ms wall ${eleventy[run]!.cpuMs.toFixed(0)} ms cpu (load ${eleventy[run]!.load.toFixed(1)})`,
      );
    const summary = (name: string, runs: Run[]) =>
      console.log(
        `${name.padEnd(34)} wall ${medianOf(runs, 'ms').toFixed(0).padStart(6)} ms  cpu ${medianOf(runs, 'cpuMs').toFixed(0).padStart(6)} ms  ` +
          `peak RSS ${medianOf(runs, 'maxRssMb').toFixed(0)} MB  ${loads(runs)} (medians)`,
      );
    summary('ours', ours);
    console.log(
      `  stages of the median run (wall): ${[...ours].sort((a, b) => a.ms - b.ms)[Math.floor(PAIRS / 2)]!.stages}`,
    );
    summary(`Eleventy ${ELEVENTY_VERSION}`, eleventy);
    console.log(
      `ours / Eleventy: wall ${(medianOf(ours, 'ms') / medianOf(eleventy, 'ms')).toFixed(2)}, cpu ${(medianOf(ours, 'cpuMs') / medianOf(eleventy, 'cpuMs')).toFixed(2)}  target wall ≤ 1.0, aiming at 0.5`,
    );
  } finally {
    copy.remove();
    rmSync(site, { recursive: true, force: true });
  }
}
