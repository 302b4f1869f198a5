import path from 'node:path';
import { parseArgs } from 'node:util';
import { cacheDir, projectRoot } from '../paths';
import { buildBoth, describeWorkingTree, resolveBase } from './builds';
import { compareSites } from './compare';
import { consoleReport, writeFailureReport, writeReport } from './report';
import { launchBrowser } from './browser';
import { screenshotRoutes } from './screenshots';

const USAGE = `Usage: npm run diff-site -- [BASE] [--out PATH] [--no-screenshots]
Builds BASE (default: where this branch left main) and the working tree, and reports which pages, cards, feeds
and host files the difference changes. The report (index.html, summary.md) goes to .cache/diff-report/ or PATH.`;

/** `npm run diff-site`: exit 0 when both sides build (changed or not), 1 when one does not, 2 for a wrong call. */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, 'no-screenshots': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length > 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const outDir = path.resolve(values.out ?? path.join(cacheDir, 'diff-report'));
  const [base, head] = await Promise.all([resolveBase(projectRoot, positionals[0]), describeWorkingTree(projectRoot)]);
  console.log(`Building ${base.label} and ${head.label} …`);
  const started = performance.now();
  const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
  // Chromium starts while the sites build.
  const browser = values['no-screenshots'] ? undefined : launchBrowser();
  browser?.catch(() => undefined); // awaited below; this keeps a failed launch during the builds from counting as unhandled
  const built = await buildBoth(projectRoot, base).catch(async (error: unknown) => {
    await browser?.then(
      (b) => b.close(),
      () => undefined,
    );
    throw error;
  });
  const builds = seconds(started);
  try {
    for (const [side, outcome] of [
      [head, built.head],
      [base, built.base],
    ] as const) {
      if (outcome.ok) continue;
      const heading = `${side.label[0].toUpperCase()}${side.label.slice(1)} does not build:`;
      console.error(`${heading}\n${outcome.errors}`);
      await writeFailureReport(outDir, heading, outcome.errors);
      return 1;
    }
    const compared = performance.now();
    const comparison = { base, head, diff: await compareSites(built.base.dist, built.head.dist) };
    const comparing = seconds(compared);
    const reported = performance.now();
    console.log(consoleReport(comparison));
    const shoot = async (routes: string[], shotsDir: string) =>
      browser ? screenshotRoutes(await browser, routes, built.base.dist, built.head.dist, shotsDir) : new Map();
    await writeReport(outDir, comparison, { before: built.base.dist, after: built.head.dist }, shoot);
    console.log(`Report: ${path.relative(process.cwd(), path.join(outDir, 'index.html'))} (summary.md beside it)`);
    console.log(
      `Took ${seconds(started)}: builds ${builds}, comparison ${comparing}, screenshots and report ${seconds(reported)}.`,
    );
    return 0;
  } finally {
    await browser?.then(
      (b) => b.close(),
      () => undefined,
    );
    await built.remove();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
