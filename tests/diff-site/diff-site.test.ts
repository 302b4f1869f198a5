import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlValidateConfig } from '../support/htmlvalidate';
import { lineOf } from '../support/content-errors';
import { describeDiffRun, gitProject, type GitProject } from '../support/git-project';

let project: GitProject;

/** The routes a summary lists as changed pages, in its order. */
function summaryRoutes(summary: string): string[] {
  return [...summary.matchAll(/^#### `([^`]+)`/gm)].map((m) => m[1]);
}

/** A summary section: the lines under one page's heading. */
function section(summary: string, route: string): string {
  const start = summary.indexOf(`#### \`${route}\``);
  expect(start, `no section for ${route}`).toBeGreaterThan(-1);
  const next = summary.indexOf('\n#### ', start + 1);
  return summary.slice(start, next === -1 ? undefined : next);
}

/** Pages of the built working tree whose HTML matches `text`, by route. */
function pagesShowing(text: RegExp): string[] {
  const dist = project.file('dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && text.test(readFileSync(path.join(dist, file), 'utf8')))
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`))
    .sort();
}

const validator = new HtmlValidate(htmlValidateConfig);
async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html, 'index.html');
  return report.results.flatMap((r) =>
    r.messages.map((m) => `index.html:${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}

beforeAll(() => {
  project = gitProject('balkanstream-diff-site-');
});

afterAll(() => project?.remove());

describe('npm run diff-site', () => {
  it('a price change lists exactly the pages and cards showing that price, with both prices and screenshots', {
    timeout: 240_000,
  }, async () => {
    project.commitEdit(
      'content/plans.yaml',
      (text) => text.replace('price: 9.99', 'price: 8.99'),
      'Standard, 1 month: 8,99 €',
    );
    // The copy's own build, beside diff-site's, tells independently which pages show the new price.
    const [run, build] = await Promise.all([project.diffSite('price'), project.buildAsync()]);
    expect(run.status, describeDiffRun(run)).toBe(0);
    expect(build.status).toBe(0);

    const textPages = summaryRoutes(run.summary).filter((route) =>
      section(run.summary, route).includes('(text changed)'),
    );
    expect(textPages.sort()).toEqual(pagesShowing(/(?<![\d,.])8,99 €/));
    expect(textPages.sort()).toEqual(['/', '/pricing', '/standard']);
    for (const route of textPages) {
      const lines = section(run.summary, route);
      expect(lines).toMatch(/^- .*9,99 €/m);
      expect(lines).toMatch(/^\+ .*8,99 €/m);
      for (const width of [390, 1280]) {
        for (const side of ['before', 'after', 'diff']) {
          const file = `shots/${route === '/' ? 'home' : route.slice(1)}-${width}-${side}.png`;
          expect(run.index, route).toContain(`src="${file}"`);
          expect(existsSync(path.join(run.report, file)), file).toBe(true);
        }
      }
    }
    // The price badge of the pricing page's card and the home page's card read the lowest price.
    const cards = /\*\*Social cards:\*\* (.*)/.exec(run.summary)?.[1] ?? '';
    expect([...cards.matchAll(/`(\/[^:`]*): og\//g)].map((m) => m[1]).sort()).toEqual(['/', '/pricing']);
    expect(run.stdout).toMatch(/^ {2}~ \/pricing {2}\(text changed\)\n {6}- 9,99 €\n {6}\+ 8,99 €$/m);
    expect(run.index).toMatch(/<h3>1280 px wide: [\d,]+ pixels changed<\/h3>/);
    expect(await htmlErrors(run.index)).toEqual([]);
  });

  it('a heading change on /about lists only /about', { timeout: 240_000 }, async () => {
    project.commitEdit(
      'content/pages/about.yaml',
      (text) => text.replace('  heading: Naša misija', '  heading: Naša misija i vizija'),
      'About: heading',
    );
    const run = await project.diffSite('about', 'HEAD~1', '--no-screenshots');
    expect(run.status, describeDiffRun(run)).toBe(0);
    expect(summaryRoutes(run.summary)).toEqual(['/about']);
    expect(section(run.summary, '/about')).toContain('```diff\n- Naša misija\n+ Naša misija i vizija\n```');
    // Its card shows the page title, not this heading; any other changed file would be another page's.
    expect(run.summary.match(/^- \*\*[^*]+:\*\* .*/gm) ?? []).toEqual([]);
  });

  it('a comment-only change says in one line that nothing changed', { timeout: 240_000 }, async () => {
    project.commitEdit(
      'content/plans.yaml',
      (text) => `${text}# Prices were checked with sales.\n`,
      'Plans: a note for editors',
    );
    const run = await project.diffSite('comment', 'HEAD~1', '--no-screenshots');
    expect(run.status, describeDiffRun(run)).toBe(0);
    expect(run.stdout).toMatch(
      /^No change to the site: the working tree \(\w+\) builds the same files as HEAD~1 \(\w+\)\.$/m,
    );
    expect(run.stdout).not.toMatch(/^ {2}[~+-] /m);
    expect(summaryRoutes(run.summary)).toEqual([]);
    expect(run.summary).toContain('**No change to the site:');
  });

  it('a bad date stops with the file and line of the working tree, and exits non-zero', {
    timeout: 240_000,
  }, async () => {
    const post = 'content/blog/smart-tv-vs-android-box.md';
    project.commitEdit(
      post,
      (text) => text.replace('date: 2026-10-20', 'date: 2026-13-45'),
      'Blog: a date that does not exist',
    );
    const run = await project.diffSite('bad-date', 'HEAD~1', '--no-screenshots');
    expect(run.status).not.toBe(0);
    const line = lineOf(project.read(post), 'date: 2026-13-45');
    expect(run.stderr).toContain(`${post}:${line}:`);
    expect(run.summary).toContain(`${post}:${line}:`);
    expect(run.summary).toMatch(/The working tree \(\w+\) does not build:/);
    expect(await htmlErrors(run.index)).toEqual([]);
  });
});
