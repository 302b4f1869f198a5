import { execFile, spawn } from 'node:child_process';
import { copyFile, mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Revision {
  /** What the reader is told, e.g. `main (3f90409)` or `the working tree`. */
  label: string;
  /** The commit to check out; the working tree has none. */
  commit?: string;
}

export interface BuildOutcome {
  ok: boolean;
  /** The built site (valid when ok). */
  dist: string;
  /** What the build printed on stderr: a content error's `file:line` lines, or a stack. */
  errors: string;
}

async function git(root: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: root, maxBuffer: 16 << 20 });
  return stdout.trim();
}

/** The commit to compare with: the one named, else where the working tree's branch left main. */
export async function resolveBase(root: string, name?: string): Promise<Revision> {
  const candidates = name ? [name] : ['main', 'origin/main'];
  for (const candidate of candidates) {
    const commit = await git(root, 'rev-parse', '--verify', '--quiet', `${candidate}^{commit}`).catch(() => '');
    if (!commit) continue;
    const base = name ? commit : await git(root, 'merge-base', 'HEAD', commit);
    const short = base.slice(0, 7);
    return { label: name ? `${name} (${short})` : `the merge base with ${candidate} (${short})`, commit: base };
  }
  throw new Error(
    name
      ? `${name} names no commit in this repository.`
      : 'No branch main or origin/main to compare with: name a BASE (a branch, tag or commit).',
  );
}

/** The working tree as the reader knows it: its commit, and whether uncommitted edits ride along. */
export async function describeWorkingTree(root: string): Promise<Revision> {
  const [head, status] = await Promise.all([
    git(root, 'rev-parse', '--short=7', 'HEAD'),
    git(root, 'status', '--porcelain', '--untracked-files=no'),
  ]);
  return { label: `the working tree (${head}${status ? ' with uncommitted changes' : ''})` };
}

/** `npm run build` in `root`, without the keys that would make the two builds read different movie lists. */
function build(root: string): Promise<BuildOutcome> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.TMDB_API_KEY;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['build/run.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', (error) => resolve({ ok: false, dist: '', errors: String(error) }));
    child.on('close', (code) => resolve({ ok: code === 0, dist: path.join(root, 'dist'), errors: errors.trim() }));
  });
}

export interface BuiltPair {
  base: BuildOutcome;
  head: BuildOutcome;
  /** Removes both build folders (their dist/ with them); the caches stay for the next run. */
  remove: () => Promise<void>;
}

/**
 * A build's .cache: its own pages and posts (each build prunes the pages it did not use), the project's encoded
 * images and social cards (keyed by content, never pruned), so nothing is encoded twice.
 */
async function lendCache(cache: string, own: string, tree: string): Promise<void> {
  await mkdir(own, { recursive: true });
  for (const shared of ['images', 'og']) {
    await mkdir(path.join(cache, shared), { recursive: true });
    // Made anew each run: a .cache copied from another project would still point at that project's folders.
    await rm(path.join(own, shared), { recursive: true, force: true });
    await symlink(path.join(cache, shared), path.join(own, shared), 'dir');
  }
  // Both builds show the same cached movie lists (neither fetches: see build()).
  await copyFile(path.join(cache, 'movies.json'), path.join(own, 'movies.json')).catch(() => undefined);
  await symlink(own, path.join(tree, '.cache'), 'dir');
}

/** The working tree's files as they are now, committed or not (ignored ones left out), copied into `tree`. */
async function copyWorkingTree(root: string, tree: string): Promise<void> {
  const files = (await git(root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'))
    .split('\0')
    .filter(Boolean);
  await mkdir(tree, { recursive: true });
  for (const file of new Set(files)) {
    await mkdir(path.dirname(path.join(tree, file)), { recursive: true });
    // A file deleted but not yet committed is still listed by git: it is not part of the working tree.
    await copyFile(path.join(root, file), path.join(tree, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

/**
 * Builds `base` (a temporary worktree) and a copy of the working tree side by side, in sibling folders under
 * .cache/diff-site: both find the project's node_modules at the same relative path, which esbuild's content
 * hashes include, so an unchanged script keeps its file name on both sides.
 */
export async function buildBoth(root: string, base: Revision): Promise<BuiltPair> {
  const cache = path.join(root, '.cache');
  const work = path.join(cache, 'diff-site');
  const baseTree = path.join(work, `base-${process.pid}`);
  const headTree = path.join(work, `head-${process.pid}`);
  const remove = async () => {
    await git(root, 'worktree', 'remove', '--force', baseTree).catch(() => undefined);
    await Promise.all([baseTree, headTree].map((tree) => rm(tree, { recursive: true, force: true })));
    await git(root, 'worktree', 'prune').catch(() => undefined);
  };
  await remove();
  try {
    await git(root, 'worktree', 'add', '--detach', '--quiet', baseTree, base.commit!);
    await copyWorkingTree(root, headTree);
    await lendCache(cache, path.join(work, 'base-cache'), baseTree);
    await lendCache(cache, path.join(work, 'head-cache'), headTree);
    const [baseBuild, headBuild] = await Promise.all([build(baseTree), build(headTree)]);
    return { base: baseBuild, head: headBuild, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
