import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const depcruise = join(root, 'node_modules', '.bin', 'depcruise');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

/** Runs exactly the command of `npm run lint` in `cwd`, with any extra arguments. */
function lint(cwd: string, ...extra: string[]): Promise<{ exitCode: number; stdout: string }> {
  const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
  const [command, ...args] = scripts.lint!.split(' ');
  expect(command).toBe('depcruise');
  return new Promise((resolve, reject) => {
    execFile(depcruise, [...args, ...extra], { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ exitCode: error ? (error.code as number) : 0, stdout });
    });
  });
}

/** The violations `npm run lint` finds in `cwd`, as "rule: from → to". */
async function violations(cwd: string): Promise<string[]> {
  const { stdout } = await lint(cwd, '--output-type', 'json');
  const report = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort();
}

/** A small project with the real lint config, tsconfig and the four layer folders. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-'));
  copyFileSync(join(root, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
  copyFileSync(join(root, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('npm run lint keeps imports one way: build/ ──▶ templates/, client/ ──▶ shared/', () => {
  it('passes on the real tree', async () => {
    const { exitCode, stdout } = await lint(root);
    expect(stdout).toContain('no dependency violations found');
    expect(exitCode).toBe(0);
  }, 60_000);

  it('fails on a cycle and on every import against the direction, type-only ones included', async () => {
    const dir = project({
      'build/index.ts':
        "import { Page } from '../templates/Page';\nimport { renderStage } from './render';\nexport { Page, renderStage };\n",
      'build/render.ts': "import { writeStage } from './write';\nexport const renderStage = () => writeStage;\n",
      'build/write.ts': "import { renderStage } from './render';\nexport const writeStage = () => renderStage;\n",
      'shared/price.ts': "import { renderStage } from '../build/render';\nexport const price = () => renderStage;\n",
      'shared/paths.ts': "export const home = '/';\n",
      'templates/Page.tsx':
        "import { home } from '../shared/paths';\nimport { openMenu } from '../client/menu';\nimport { links } from './links';\nexport const Page = () => [home, openMenu, links];\n",
      'templates/Head.tsx':
        "import type { writeStage } from '../build/write';\nexport type Head = typeof writeStage;\n",
      'templates/links.ts': "export const links = ['/'];\n",
      'client/menu.ts':
        "import { home } from '../shared/paths';\nimport { links } from '../templates/links';\nexport const openMenu = () => [home, links];\n",
      'client/theme.ts': "import { renderStage } from '../build/render';\nexport const theme = renderStage;\n",
    });
    made.push(dir);
    expect(await violations(dir)).toEqual([
      'no-build-from-templates-or-client: client/theme.ts → build/render.ts',
      'no-build-from-templates-or-client: templates/Head.tsx → build/write.ts',
      'no-circular: build/render.ts → build/write.ts',
      'no-templates-client-crossing: client/menu.ts → templates/links.ts',
      'no-templates-client-crossing: templates/Page.tsx → client/menu.ts',
      'shared-imports-no-layer: shared/price.ts → build/render.ts',
    ]);
    const { exitCode, stdout } = await lint(dir);
    expect(stdout).toContain('6 dependency violations (6 errors');
    expect(exitCode).toBe(6);
  }, 60_000);
});
