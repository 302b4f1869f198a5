import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildEnv, copyProject, type ProjectCopy } from './project-copy';

export interface DiffRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** The report's summary.md and index.html ('' when not written), and its folder. */
  summary: string;
  index: string;
  report: string;
}

export interface GitProject extends ProjectCopy {
  git: (...args: string[]) => string;
  /** Commits an editor's edit of one file (which must change it). */
  commitEdit: (file: string, edit: (text: string) => string, message: string) => void;
  /** `npm run diff-site -- ARGS` as an editor runs it, its report in `.cache/report-NAME`. */
  diffSite: (name: string, ...args: string[]) => Promise<DiffRun>;
}

const EDITOR = {
  GIT_AUTHOR_NAME: 'Editor',
  GIT_AUTHOR_EMAIL: 'editor@example.com',
  GIT_COMMITTER_NAME: 'Editor',
  GIT_COMMITTER_EMAIL: 'editor@example.com',
};

/**
 * A copy of the project (copyProject) made a git repository: the site as it is committed on main, then branch
 * `edits` checked out for the change under review. `prepare` may change the copy before that first commit.
 */
export function gitProject(prefix: string, prepare?: (copy: ProjectCopy) => void): GitProject {
  const copy = copyProject(prefix);
  const git = (...args: string[]) => {
    const result = spawnSync('git', args, { cwd: copy.root, env: { ...process.env, ...EDITOR }, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
    return result.stdout.trim();
  };
  prepare?.(copy);
  writeFileSync(
    copy.file('.gitignore'),
    'node_modules\ndist/\ndist.staging-*/\ndist.previous-*/\n.cache/\nserve.json\n',
  );
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'The site as it is');
  git('checkout', '-qb', 'edits');

  const commitEdit = (file: string, edit: (text: string) => string, message: string) => {
    const before = copy.read(file);
    const after = edit(before);
    if (after === before) throw new Error(`the edit left ${file} as it was`);
    copy.write(file, after);
    git('commit', '-qam', message);
  };

  const diffSite = (name: string, ...args: string[]) => {
    const report = copy.file(`.cache/report-${name}`);
    return new Promise<DiffRun>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'build/diff-site/cli.ts', ...args, '--out', report], {
        cwd: copy.root,
        env: buildEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (status) => {
        clearTimeout(timer);
        const read = (file: string) =>
          existsSync(path.join(report, file)) ? readFileSync(path.join(report, file), 'utf8') : '';
        resolve({ status, stdout, stderr, summary: read('summary.md'), index: read('index.html'), report });
      });
    });
  };

  return { ...copy, git, commitEdit, diffSite };
}

export const describeDiffRun = (run: DiffRun) =>
  `exit ${run.status}\n--- stdout ---\n${run.stdout}\n--- stderr ---\n${run.stderr}`;
