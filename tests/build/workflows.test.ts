import { validateWorkflow } from '@action-validator/core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../support/site';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

// Every workflow the repository has, so a new one is checked without being listed here.
const files = readdirSync(path.join(projectRoot, '.github/workflows')).filter((file) => /\.ya?ml$/.test(file));
const text = (file: string) => readFileSync(path.join(projectRoot, '.github/workflows', file), 'utf8');
const workflow = (file: string) => parse(text(file)) as Workflow;

describe('GitHub workflows', () => {
  it.each(files)('%s is valid against the GitHub workflow schema', (file) => {
    expect(validateWorkflow(text(file)).errors).toEqual([]);
  });

  it('the validator rejects a job with a misspelt key', () => {
    expect(
      validateWorkflow('on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    stepz: []\n').errors,
    ).not.toEqual([]);
  });

  it.each(files)('%s pins every action by commit SHA, with its version in a comment', (file) => {
    const uses = text(file)
      .split('\n')
      .filter((line) => /^\s*(-\s+)?uses:/.test(line))
      .map((line) => line.trim().replace(/^-\s+/, ''));
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line).toMatch(/^uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it.each(files)(
    '%s reads by default; only a job that runs nothing but git may write, and no other job keeps a token in the checkout',
    (file) => {
      const { permissions, jobs } = workflow(file);
      expect(permissions).toEqual({ contents: 'read' });
      for (const [name, job] of Object.entries(jobs)) {
        const writes = job.permissions?.contents === 'write';
        const pushes = job.steps.some((step) => /\bgit push\b/.test(step.run ?? ''));
        expect(writes, `${name}: writes exactly when it pushes`).toBe(pushes);
        if (writes)
          expect(
            job.steps.map((s) => s.run ?? '').join('\n'),
            `${name} runs no npm code with a write token`,
          ).not.toMatch(/\bnpm\b|\bnode\b|\bnpx\b/);
        for (const step of job.steps.filter((s) => s.uses?.startsWith('actions/checkout@'))) {
          if (!writes)
            expect(step.with?.['persist-credentials'], `${name}: checkout without a stored token`).toBe(false);
        }
      }
    },
  );

  it('the nightly job runs npm run nightly and hands a snapshot commit to the push job', () => {
    const { jobs } = workflow('nightly.yml');
    expect(jobs.nightly!.steps.some((s) => s.run?.startsWith('npm run nightly -- --bundle'))).toBe(true);
    expect(jobs['push-snapshot']!.steps.map((s) => s.run ?? '').join('\n')).toContain('snapshot.bundle');
  });
});
