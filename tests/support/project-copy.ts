import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../build/paths';

/** What the build reads; everything else (dist/, tests/, .git) stays out of a copy. */
const COPIED = [
  'build',
  'content',
  'templates',
  'client',
  'shared',
  'public',
  'package.json',
  'tsconfig.json',
  'serve.json',
];

export interface BuildResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface ProjectCopy {
  root: string;
  /** Absolute path of a project-relative file inside the copy. */
  file: (relative: string) => string;
  read: (relative: string) => string;
  write: (relative: string, text: string | Uint8Array) => void;
  /** Runs `npm run build` in the copy, without any key that would reach the network. */
  build: (env?: NodeJS.ProcessEnv) => BuildResult;
  /** The same, asynchronously, so a test can serve fixtures from its own process meanwhile. */
  buildAsync: (env?: NodeJS.ProcessEnv) => Promise<BuildResult>;
  remove: () => void;
}

export function describeBuild(result: BuildResult): string {
  return `exit ${result.status}\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`;
}

/** The environment a build in a test runs with: no colour, and no key that would reach the network. */
export function buildEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  // The build must not reach the network from a test.
  for (const key of ['TMDB_API_KEY', 'TMDB_API_ORIGIN', 'EMAILJS_ORIGIN', 'SUPABASE_URL', 'SUPABASE_ANON_KEY'])
    delete env[key];
  return { ...env, ...extra };
}

/** `npm run build` without npm, in one process. */
export const BUILD_ARGS = ['build/run.mjs'];

/** A build in a copy is stopped after this long (a ~10 s build on a 2-core box loaded by the whole suite has taken minutes). */
export const BUILD_LIMIT = 120_000;

/** A test's budget for `builds` builds in a copy: each may take BUILD_LIMIT, so a stuck build is stopped and its log shown before the test gives up. */
export const buildBudget = (builds: number) => builds * BUILD_LIMIT + 30_000;

/**
 * A throwaway copy of the project's build inputs (content, templates, build code) sharing node_modules,
 * for tests that change or generate content without touching the real project.
 */
export function copyProject(prefix = 'balkanstream-copy-'): ProjectCopy {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  for (const name of COPIED) {
    const from = path.join(projectRoot, name);
    if (existsSync(from)) cpSync(from, path.join(root, name), { recursive: true });
  }
  mkdirSync(path.join(root, 'public'), { recursive: true });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  // Encoded images are cached by source hash; reusing the cache only saves time.
  if (existsSync(path.join(projectRoot, '.cache')))
    cpSync(path.join(projectRoot, '.cache'), path.join(root, '.cache'), { recursive: true });

  const file = (relative: string) => path.join(root, relative);
  return {
    root,
    file,
    read: (relative) => readFileSync(file(relative), 'utf8'),
    write: (relative, text) => {
      mkdirSync(path.dirname(file(relative)), { recursive: true });
      writeFileSync(file(relative), text);
    },
    build: (env = {}) => {
      const result = spawnSync(process.execPath, BUILD_ARGS, {
        cwd: root,
        env: buildEnv(env),
        encoding: 'utf8',
        timeout: BUILD_LIMIT,
      });
      return { status: result.status, stdout: result.stdout, stderr: result.stderr };
    },
    buildAsync: (env = {}) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, BUILD_ARGS, {
          cwd: root,
          env: buildEnv(env),
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_LIMIT);
        child.stdout.on('data', (chunk) => (stdout += chunk));
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('close', (status) => {
          clearTimeout(timer);
          resolve({ status, stdout, stderr });
        });
      }),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
