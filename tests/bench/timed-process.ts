import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { describeBuild } from '../support/project-copy';

export interface Run {
  ms: number;
  /** User + system CPU time of the process: less disturbed than wall time when the machine is shared. */
  cpuMs: number;
  /** The part of it spent in the kernel, where creating files can cost far more on some disks (see blog.ts's fileCreationMs). */
  systemMs: number;
  maxRssMb: number;
  stages: string;
  /** The machine's one-minute load average when the run started. */
  load: number;
}

/** One process timed from outside (start to exit), with its CPU time and the peak resident memory the kernel reports. */
export function timedProcess(args: string[], cwd: string): Run {
  // Hundreds of megabytes of pages: the previous build's writes are flushed first, so they do not slow this one down.
  spawnSync('sync');
  const load = loadavg()[0]!;
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', 'maxrss-kb %M cpu-s %U %S', process.execPath, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  if (result.status !== 0)
    throw new Error(
      `bench build failed\n${describeBuild({ status: result.status, stdout: result.stdout, stderr: result.stderr })}`,
    );
  const usage = /maxrss-kb (\d+) cpu-s ([\d.]+) ([\d.]+)/.exec(result.stderr);
  const rss = Number(usage?.[1] ?? 0) / 1024;
  const systemMs = Number(usage?.[3] ?? 0) * 1000;
  const cpuMs = Number(usage?.[2] ?? 0) * 1000 + systemMs;
  const stages = result.stdout
    .split('\n')
    .filter((line) => /^\w+\s+\d+ ms/.test(line))
    .map((line) => line.replace(/\s+/g, ' ').split(' ').slice(0, 2).join(' '))
    .join(', ');
  return { ms, cpuMs, systemMs, maxRssMb: rss, stages, load };
}
