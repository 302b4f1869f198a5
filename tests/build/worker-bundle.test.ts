import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy';

/**
 * Bundles the card worker in a process of its own, with `sourceDirs` as the folders its bundle is named by, after
 * appending `saved` to its source if given, and says what it got.
 */
const probe = (saved?: string, sourceDirs = ['build/render', 'build/files']) => `
import { appendFileSync, existsSync, readdirSync } from 'node:fs';
import { workerBundle } from './build/worker-bundle';
${saved ? `appendFileSync('build/render/og-worker.ts', ${JSON.stringify(saved)});` : ''}
const code = workerBundle(new URL('./build/render/og-worker.ts', import.meta.url), ${JSON.stringify(sourceDirs)});
console.log(JSON.stringify({ marked: code.includes('saved-while-running'), kept: (existsSync('.cache/build') ? readdirSync('.cache/build') : []).filter((name) => name.startsWith('og-worker-')) }));
`;

describe("a worker thread's bundle", () => {
  let project: ProjectCopy | undefined;
  afterAll(() => project?.remove());
  const spawnScript = (source: string) => {
    project!.write('probe.mts', source);
    return spawnSync(process.execPath, ['--import', 'tsx', 'probe.mts'], { cwd: project!.root, encoding: 'utf8' });
  };
  const spawnProbe = (saved?: string, sourceDirs?: string[]) => spawnScript(probe(saved, sourceDirs));

  it('made after its source was saved, unlike the code the process runs, serves that process and is not kept; made of the running code, it is', () => {
    project = copyProject('balkanstream-worker-bundle-');
    rmSync(project.file('.cache/build'), { recursive: true, force: true });
    const run = (saved?: string) => {
      const result = spawnProbe(saved);
      expect(result.status, result.stderr).toBe(0);
      return JSON.parse(result.stdout) as { marked: boolean; kept: string[] };
    };
    // The process loaded the worker's code, then an editor saved it: the bundle is of the saved source.
    expect(run("\nconsole.log('saved-while-running');\n")).toEqual({ marked: true, kept: [] });
    // A process that loaded the saved code keeps its bundle for the next.
    const next = run();
    expect(next.marked).toBe(true);
    expect(next.kept).toHaveLength(1);
    expect(existsSync(project.file(`.cache/build/${next.kept[0]}`))).toBe(true);
    expect(readdirSync(project.file('.cache/build'))).toEqual(next.kept);
  });

  it('of a worker that imports code outside the folders it is named by stops the build, naming the file', () => {
    project ??= copyProject('balkanstream-worker-bundle-');
    rmSync(project.file('.cache/build'), { recursive: true, force: true });
    // Named by build/render alone, a change to the file writer it imports would leave the kept bundle as it was.
    const result = spawnProbe(undefined, ['build/render']);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('the og-worker worker imports build/files/replace-file.ts');
    expect(existsSync(project.file('.cache/build'))).toBe(false);
  });

  it('of a worker that imports packages is made in a copy of the project whose node_modules is a link', () => {
    project ??= copyProject('balkanstream-worker-bundle-');
    rmSync(project.file('.cache/build'), { recursive: true, force: true });
    // The Markdown worker imports remark; the copy links node_modules, so esbuild finds the packages outside the copy.
    const result = spawnScript(`import { workerBundle } from './build/worker-bundle';
console.log(workerBundle(new URL('./build/content/markdown-worker.ts', import.meta.url), ['build/content']).includes('remark'));`);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe('true');
  });
});
