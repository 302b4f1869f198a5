import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { lighthouseRunFolder, readLighthouseReport, untilTraced, wireResponse } from '../../bench/home';

const url = 'http://127.0.0.1:4000/';
const report = (changes: Record<string, unknown> = {}) => ({
  requestedUrl: url,
  audits: {
    'first-contentful-paint': { numericValue: 880 },
    'largest-contentful-paint': { numericValue: 1500 },
    'total-blocking-time': { numericValue: 120 },
    'network-requests': { details: { items: [{ url, transferSize: 15_700 }] } },
  },
  categories: { performance: { id: 'performance', score: 0.99 }, seo: { id: 'seo', score: 1 } },
  environment: { benchmarkIndex: 1805 },
  ...changes,
});

describe('home bench: Lighthouse reports', () => {
  it('reads FCP, LCP, TBT, the scores, the document bytes and the CPU speed of a whole report', () => {
    expect(readLighthouseReport(report(), url)).toEqual({
      fcp: 880,
      lcp: 1500,
      tbt: 120,
      scores: { performance: 99, seo: 100 },
      documentTransfer: 15_700,
      cpuIndex: 1805,
    });
  });

  it('a failed run stops the bench saying why, instead of printing NaN or another run’s figures', () => {
    expect(() => readLighthouseReport(report(), 'http://127.0.0.1:4000/about')).toThrow(
      'the report is for http://127.0.0.1:4000/, not http://127.0.0.1:4000/about',
    );
    expect(() =>
      readLighthouseReport(report({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } }), url),
    ).toThrow('NO_FCP: The page did not paint');
    const noLcp = report();
    noLcp.audits['largest-contentful-paint'] = { errorMessage: 'NO_LCP' } as never;
    expect(() => readLighthouseReport(noLcp, url)).toThrow('largest-contentful-paint: NO_LCP');
    const noTbt = report();
    noTbt.audits['total-blocking-time'] = { errorMessage: 'NO_TBT' } as never;
    expect(() => readLighthouseReport(noTbt, url)).toThrow('total-blocking-time: NO_TBT');
    expect(() =>
      readLighthouseReport(report({ categories: { performance: { id: 'performance', score: null } } }), url),
    ).toThrow('category performance has no score');
  });

  it('runs Lighthouse again, three times at most, only when it could not record the trace', () => {
    const runs = (codes: (string | undefined)[]) => {
      const lines: string[] = [];
      let made = 0;
      const result = untilTraced(
        () => {
          const code = codes[made++];
          return { report: report(code ? { runtimeError: { code, message: 'm' } } : {}) };
        },
        (line) => lines.push(line),
      );
      return { made, code: (result.report as { runtimeError?: { code: string } }).runtimeError?.code, lines };
    };
    expect(runs(['NO_NAVSTART', 'NO_NAVSTART', undefined])).toEqual({
      made: 3,
      code: undefined,
      lines: Array(2).fill('  (Lighthouse could not record the trace, NO_NAVSTART: running it again)'),
    });
    expect(runs(['NO_NAVSTART', 'NO_NAVSTART', 'NO_NAVSTART', undefined])).toMatchObject({
      made: 3,
      code: 'NO_NAVSTART',
    });
    expect(runs(['NO_FCP', undefined])).toEqual({ made: 1, code: 'NO_FCP', lines: [] });
  });

  it('gives every run a folder of its own for its report and its browser’s temporary files, removed after the run', () => {
    const first = lighthouseRunFolder();
    const second = lighthouseRunFolder();
    expect(first.file).not.toBe(second.file);
    expect(path.dirname(first.file)).toBe(first.dir);
    writeFileSync(first.file, '{}');
    mkdirSync(path.join(first.dir, 'org.chromium.Chromium.x'));
    first.remove();
    second.remove();
    expect(existsSync(path.dirname(first.file))).toBe(false);
    expect(existsSync(path.dirname(second.file))).toBe(false);
  });
});

describe('home bench: a response as sent', () => {
  it('counts the header lines apart from the body, which stays as compressed as the server sent it, largest header first', async () => {
    const body = brotliCompressSync('<p>page</p>'.repeat(500));
    const server = createServer((_, response) => {
      response.writeHead(200, { 'Content-Encoding': 'br', 'Content-Length': body.length, 'X-Policy': 'a'.repeat(300) });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const sent = await wireResponse(`http://127.0.0.1:${port}/`);
      expect(sent.bodyBytes).toBe(body.length);
      expect(sent.headers[0]).toEqual(['X-Policy', 'X-Policy: '.length + 300 + 2]);
      // The status line and the blank line after the headers count too.
      const lines = sent.headers.reduce((sum, [, bytes]) => sum + bytes, 0);
      expect(sent.headerBytes).toBe('HTTP/1.1 200 OK\r\n'.length + lines + 2);
    } finally {
      server.close();
    }
  });
});
