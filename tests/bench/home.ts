import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM } from '../support/browser';
import { copyProject, describeBuild } from '../support/project-copy';
import { startServer } from '../support/server';
import { median } from './median';

// 12.2.3 is the last Lighthouse that runs on Node 20; it is installed beside the project, never into it.
const LIGHTHOUSE = 'lighthouse@12.2.3';
const lighthouseDir = path.join(tmpdir(), 'balkanstream-lighthouse-12.2.3');
const lighthouseBin = path.join(lighthouseDir, 'node_modules/.bin/lighthouse');
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const RUNS = 5;
// The page most visitors land on, and two others for comparison.
const PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/about', file: 'about.html' },
  { path: '/lista-kanala', file: 'lista-kanala.html' },
];
const FIRST_RESPONSE_GOAL = 14 * 1024;
/** What a new connection's first round trip carries: ten segments of 1,460 bytes, the usual initial congestion window. */
const FIRST_ROUND_TRIP = 10 * 1460;

const gz = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length;
/** The document's bytes on the wire, and whether they arrive in the first round trip, headers included. */
const onTheWire = (bytes: number) =>
  `${bytes} B, ${bytes <= FIRST_ROUND_TRIP ? 'within' : `${bytes - FIRST_ROUND_TRIP} B over`} the ${FIRST_ROUND_TRIP} B of one round trip`;
/** One response as the server sends it to a browser that accepts brotli: header bytes, each header's, and body bytes. */
interface WireResponse {
  headerBytes: number;
  headers: [string, number][];
  bodyBytes: number;
}

/** Reads the raw response (node:http leaves the body compressed), so the bytes are those a browser receives. */
export function wireResponse(url: string): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
      let bodyBytes = 0;
      response.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on('end', () => {
        const headers: [string, number][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          headers.push([
            response.rawHeaders[i]!,
            `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length,
          ]);
        const statusLine = `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n`.length;
        const headerBytes = statusLine + headers.reduce((sum, [, bytes]) => sum + bytes, 0) + 2;
        resolve({ headerBytes, headers: headers.sort((a, b) => b[1] - a[1]), bodyBytes });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

const load = () => loadavg()[0]!.toFixed(1);

function installLighthouse(): void {
  if (existsSync(lighthouseBin)) return;
  mkdirSync(lighthouseDir, { recursive: true });
  writeFileSync(path.join(lighthouseDir, 'package.json'), '{"private":true}\n');
  console.log(`installing ${LIGHTHOUSE} into ${lighthouseDir} (first use only)`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', LIGHTHOUSE], {
    cwd: lighthouseDir,
    stdio: 'ignore',
  });
}

interface LighthouseRun {
  fcp: number;
  lcp: number;
  /** Total blocking time: main-thread work past 50 ms per task, what holds the performance score below 100 on a slow CPU. */
  tbt: number;
  scores: Record<string, number>;
  /** Bytes of the document on the wire: the server's compression and the response headers included. */
  documentTransfer: number;
  /** Lighthouse's benchmarkIndex: the CPU speed it measured before the run (higher is faster); its timings scale with it. */
  cpuIndex: number;
}

interface LighthouseReport {
  requestedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
  audits: Record<string, { numericValue?: number; errorMessage?: string; details?: { items?: unknown[] } }>;
  categories: Record<string, { id: string; score: number | null }>;
}

/** The figures of one report, or an error naming what is missing: a run that failed must not print as a number. */
export function readLighthouseReport(report: LighthouseReport, url: string): LighthouseRun {
  const problems: string[] = [];
  if (report.requestedUrl !== url) problems.push(`the report is for ${report.requestedUrl}, not ${url}`);
  if (report.runtimeError) problems.push(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  const metric = (id: string) => {
    const value = report.audits[id]?.numericValue;
    if (typeof value !== 'number') problems.push(`${id}: ${report.audits[id]?.errorMessage ?? 'no value'}`);
    return value ?? Number.NaN;
  };
  const fcp = metric('first-contentful-paint');
  const lcp = metric('largest-contentful-paint');
  const tbt = metric('total-blocking-time');
  const scores = Object.values(report.categories).map((c) => {
    if (c.score === null) problems.push(`category ${c.id} has no score`);
    return [c.id, Math.round((c.score ?? Number.NaN) * 100)] as const;
  });
  if (problems.length > 0) throw new Error(`Lighthouse run for ${url} failed:\n  ${problems.join('\n  ')}`);
  const requests = (report.audits['network-requests']?.details?.items ?? []) as { url: string; transferSize: number }[];
  return {
    fcp,
    lcp,
    tbt,
    scores: Object.fromEntries(scores),
    documentTransfer: requests.find((r) => r.url === url)?.transferSize ?? Number.NaN,
    cpuIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/**
 * A folder of its own for each run: its report, so two benches at once never read each other's, and the temporary
 * files of its browser, which a killed Chromium leaves behind (its profile lock, one folder per run).
 */
export function lighthouseRunFolder(): { dir: string; file: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'balkanstream-lighthouse-run-'));
  return { dir, file: path.join(dir, 'report.json'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runtime errors of a trace Lighthouse failed to record, not of the page; its message asks to run it again. */
const TRACE_NOT_RECORDED = new Set(['NO_NAVSTART']);
const ATTEMPTS = 3;

/** Makes `attempt` again, up to three times in all, while its report says the trace was not recorded. */
export function untilTraced<T extends { report?: LighthouseReport }>(attempt: () => T, log = console.log): T {
  for (let made = 1; ; made++) {
    const result = attempt();
    const code = result.report?.runtimeError?.code;
    if (made === ATTEMPTS || code === undefined || !TRACE_NOT_RECORDED.has(code)) return result;
    log(`  (Lighthouse could not record the trace, ${code}: running it again)`);
  }
}

/** One Lighthouse run with the mobile preset (its default) and simulated throttling. */
function lighthouse(url: string): LighthouseRun {
  const { run, report } = untilTraced(() => {
    const out = lighthouseRunFolder();
    try {
      const run = spawnSync(
        lighthouseBin,
        [url, '--quiet', '--output=json', `--output-path=${out.file}`, `--chrome-flags=${CHROME_FLAGS}`],
        { env: { ...process.env, CHROME_PATH: CHROMIUM, TMPDIR: out.dir }, encoding: 'utf8' },
      );
      const report = existsSync(out.file)
        ? (JSON.parse(readFileSync(out.file, 'utf8')) as LighthouseReport)
        : undefined;
      return { run, report };
    } finally {
      out.remove();
    }
  });
  if (run.status !== 0 || !report)
    throw new Error(
      `Lighthouse run for ${url} failed (exit ${run.status ?? run.signal}, ${report ? 'a' : 'no'} report):\n${run.stderr}`,
    );
  return readLighthouseReport(report, url);
}

/**
 * The home page's first response (bytes are exact) and Lighthouse mobile FCP, LCP and category scores, median of
 * five runs, for it and two other pages. The simulated timings scale with the CPU the trace observed, so each line
 * carries the machine's load and the CPU speed Lighthouse measured before each run.
 */
export async function benchHome(): Promise<void> {
  installLighthouse();
  const copy = copyProject('home-bench-');
  try {
    const result = copy.build();
    if (result.status !== 0) throw new Error(describeBuild(result));
    console.log(`first response (gzip -9 of the HTML; goal for / ≤ ${FIRST_RESPONSE_GOAL} bytes)`);
    for (const { path: route, file } of PAGES) {
      const html = readFileSync(path.join(copy.file('dist'), file));
      console.log(
        `  ${route.padEnd(14)} raw ${String(html.length).padStart(7)} B   gzip ${String(gz(html)).padStart(6)} B`,
      );
    }

    const server = await startServer(copy.root);
    try {
      // Where the bytes on the wire (printed with Lighthouse's runs) come from: the headers, then the compressed page.
      console.log('\nas sent (brotli as the server compresses it, chunk framing left out)');
      for (const { path: route } of PAGES) {
        const { headerBytes, headers, bodyBytes } = await wireResponse(server.url + route);
        const largest = headers.slice(0, 2).map(([name, bytes]) => `${name} ${bytes} B`);
        console.log(
          `  ${route.padEnd(14)} headers ${String(headerBytes).padStart(5)} B (largest: ${largest.join(', ')}) + body ${bodyBytes} B`,
        );
      }
      console.log(`\nLighthouse mobile, median of ${RUNS} (goal for /: FCP ≤ 1200 ms, LCP ≤ 1300 ms, 100 everywhere)`);
      for (const { path: route } of PAGES) {
        const url = server.url + route;
        const runs: LighthouseRun[] = [];
        const loads: string[] = [];
        for (let i = 0; i < RUNS; i++) {
          loads.push(load());
          runs.push(lighthouse(url));
        }
        const categories = Object.keys(runs[0]!.scores);
        const scores = categories
          .map(
            (id) =>
              `${id} ${median(runs.map((r) => r.scores[id]!))} (min ${Math.min(...runs.map((r) => r.scores[id]!))})`,
          )
          .join(', ');
        console.log(
          `  ${route.padEnd(14)} FCP ${median(runs.map((r) => r.fcp)).toFixed(0)} ms, LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms, ` +
            `TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms ` +
            `(each run, FCP/LCP/TBT: ${runs.map((r) => `${r.fcp.toFixed(0)}/${r.lcp.toFixed(0)}/${r.tbt.toFixed(0)}`).join(' ')}); document on the wire ` +
            `${onTheWire(median(runs.map((r) => r.documentTransfer)))}; ${scores}; load ${loads.join(' ')} on ${availableParallelism()} cores, CPU index ` +
            `${runs.map((r) => r.cpuIndex.toFixed(0)).join(' ')}`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    copy.remove();
  }
}
