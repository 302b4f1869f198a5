import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../build/paths';
import { copyProject, type ProjectCopy } from '../support/project-copy';

const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');

describe('commands refuse what would mislead', () => {
  let copy: ProjectCopy | undefined;
  afterAll(() => copy?.remove());

  it('npm run serve before any build says to build first instead of serving the project folder', () => {
    copy = copyProject('balkanstream-serve-');
    rmSync(copy.file('serve.json'), { force: true });
    const result = spawnSync(tsx, ['build/publish/serve-cli.ts'], {
      cwd: copy.root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'npm run serve: dist/ holds no built site yet (dist/index.html, serve.json missing): run npm run build first.',
    );
    expect(result.stdout).not.toContain('Serving');
  });

  it('npm run bench with a part name that does not exist runs nothing and fails, listing the parts', () => {
    const result = spawnSync(tsx, ['tests/bench/index.ts', 'sites'], {
      cwd: projectRoot,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'npm run bench: no part named sites; the parts are dev, og, site, countries, home, catalogue, blog, host, diff-site. Nothing was run.',
    );
    expect(result.stdout).not.toContain('==');
  });
});
