import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBudget, copyProject, describeBuild, type BuildResult, type ProjectCopy } from '../support/project-copy';
import { loadRoutes, outputFile } from '../support/site';
import { treeHashes } from '../support/tree-hashes';

let project: ProjectCopy;
let root: string;

function runBuild(env?: NodeJS.ProcessEnv): BuildResult {
  return project.build(env);
}

function topLevel(): string[] {
  return readdirSync(root).sort();
}

let goodDist: Map<string, string>;
let goodEntries: string[];

/** Breaks the copy, builds, checks the build failed and left dist/ and the project folder as they were, then repairs. */
function expectFailedBuildLeavesDistAlone(breakIt: () => () => void, env?: NodeJS.ProcessEnv): BuildResult {
  const repair = breakIt();
  let result: BuildResult;
  try {
    result = runBuild(env);
  } finally {
    repair();
  }
  expect(result.status, `the broken build should fail\n${describeBuild(result)}`).not.toBe(0);
  expect(result.status, `the build was killed instead of failing\n${describeBuild(result)}`).not.toBeNull();
  const after = treeHashes(path.join(root, 'dist'));
  expect(Object.fromEntries(after), 'dist/ after the failed build').toEqual(Object.fromEntries(goodDist));
  expect(topLevel(), 'staging or backup folders left beside dist/').toEqual(goodEntries);
  return result;
}

beforeAll(() => {
  project = copyProject('balkanstream-atomic-');
  root = project.root;

  const first = runBuild();
  if (first.status !== 0) throw new Error(`the unmodified copy of the project does not build\n${describeBuild(first)}`);
  goodDist = treeHashes(path.join(root, 'dist'));
  goodEntries = topLevel();
}, buildBudget(1));

afterAll(() => {
  project?.remove();
});

/** Replaces a file's text for one build; the returned function restores it. */
function rewrite(relative: string, change: (text: string) => string): () => void {
  const file = path.join(root, relative);
  const original = readFileSync(file);
  const changed = change(original.toString('utf8'));
  expect(changed, `could not break ${relative}`).not.toBe(original.toString('utf8'));
  writeFileSync(file, changed);
  return () => writeFileSync(file, original);
}

describe('a failed build never touches the published dist/', () => {
  it('the baseline build in the copy produced pages', () => {
    expect([...goodDist.keys()]).toContain('404.html');
    expect([...goodDist.keys()]).toContain('sitemap.xml');
  });

  it(
    'stops on invalid content, points at file:line:col and field, and leaves dist/ byte-for-byte unchanged',
    () => {
      let brokenText = '';
      const result = expectFailedBuildLeavesDistAlone(() =>
        rewrite('content/site.yaml', (text) => {
          brokenText = text.replace(/^origin: .*$/m, 'origin: 42');
          return brokenText;
        }),
      );
      const line = brokenText.split('\n').findIndex((l) => l === 'origin: 42') + 1;
      expect(line).toBeGreaterThan(0);
      expect(result.stderr).toMatch(new RegExp(`^content/site\\.yaml:${line}:9 origin: \\S.*$`, 'm'));
    },
    buildBudget(1),
  );

  it(
    'stops when a page template throws while rendering, and leaves dist/ unchanged',
    () => {
      const result = expectFailedBuildLeavesDistAlone(() => {
        // routes.tsx renders the 404 page with NotFoundPage from this module: swap in one that throws.
        const file = path.join(root, 'templates/pages/NotFoundPage.tsx');
        const moved = path.join(root, 'templates/pages/NotFoundPage.real.tsx');
        renameSync(file, moved);
        writeFileSync(
          file,
          "export function NotFoundPage(): never {\n  throw new Error('template failure injected by atomic.test.ts');\n}\n",
        );
        return () => {
          rmSync(file);
          renameSync(moved, file);
        };
      });
      expect(result.stderr).toContain('template failure injected by atomic.test.ts');
      // The build runs as a bundle; its stack still names the template's own file and line.
      expect(result.stderr).toContain(`${path.join(root, 'templates/pages/NotFoundPage.tsx')}:2:`);
    },
    buildBudget(1),
  );

  it(
    'stops when the stylesheet cannot be bundled, and leaves dist/ unchanged',
    () => {
      const result = expectFailedBuildLeavesDistAlone(() =>
        rewrite('templates/styles/site.css', (text) => `@import "./no-such-partial-injected-by-test.css";\n${text}`),
      );
      expect(result.stderr).toContain('no-such-partial-injected-by-test.css');
    },
    buildBudget(1),
  );

  it.each(['EMAILJS_ORIGIN', 'TMDB_API_ORIGIN'])(
    'stops when %s is not a bare https:// origin, naming it, before the value reaches the CSP',
    (name) => {
      const result = expectFailedBuildLeavesDistAlone(() => () => undefined, {
        [name]: "x; script-src * 'unsafe-inline'",
      });
      expect(result.stderr).toContain(`${name} must be an https:// origin`);
    },
    buildBudget(1),
  );

  it(
    'stops when a page holds inline code the project does not ship (a template printing text as raw HTML), naming the route and each piece',
    () => {
      const smuggled = `<img src=x onerror=alert(1)><p style="color:red">x</p><style>p{color:red}</style><script>alert('smuggled')</script><a href="javascript:alert(1)">x</a>`;
      const result = expectFailedBuildLeavesDistAlone(() =>
        rewrite('templates/pages/AboutPage.tsx', (text) =>
          text.replace('<>', `<>\n<div dangerouslySetInnerHTML={{ __html: ${JSON.stringify(smuggled)} }} />`),
        ),
      );
      expect(result.stderr).toContain('Inline code the project does not ship');
      for (const problem of [
        'onerror on <img>',
        'style on <p>',
        'inline style "p{color:red}"',
        `inline script "alert('smuggled')"`,
        'javascript: URL in href of <a>',
      ]) {
        expect(result.stderr).toContain(`/about: ${problem}`);
      }
      expect(result.stderr, 'only the page that holds it is named').not.toMatch(/^\s+\/contact:/m);
    },
    buildBudget(1),
  );

  // Blog pages are written and scanned as their own markup with the shared parts spliced in: each place still counts.
  const smuggledPieces = `<b onclick="x()">x</b><i style="color:red">y</i><script>alert('smuggled')</script>`;
  it.each([
    [
      'a shell part (the footer)',
      'templates/layout/Footer.tsx',
      (text: string) =>
        text.replace(
          '<div className="container footer-grid">',
          `<div className="container footer-grid">\n<div dangerouslySetInnerHTML={{ __html: ${JSON.stringify(smuggledPieces)} }} />`,
        ),
    ],
    [
      'a post body',
      'templates/pages/BlogPostPage.tsx',
      (text: string) => text.replace('__html: piece }', `__html: piece + ${JSON.stringify(smuggledPieces)} }`),
    ],
    [
      "a post page's own markup",
      'templates/pages/BlogPostPage.tsx',
      (text: string) =>
        text.replace(
          '<PostBody post={post} copy={copy} />',
          `<PostBody post={post} copy={copy} />\n<div dangerouslySetInnerHTML={{ __html: ${JSON.stringify(smuggledPieces)} }} />`,
        ),
    ],
  ])(
    'stops when a blog page holds an inline handler, a style attribute or a script the project does not ship in %s',
    (_place, file, change) => {
      const result = expectFailedBuildLeavesDistAlone(() => rewrite(file, change));
      for (const problem of ['onclick on <b>', 'style on <i>', `inline script "alert('smuggled')"`])
        expect(result.stderr).toContain(`/blog/smart-tv-vs-android-box: ${problem}`);
    },
    buildBudget(1),
  );

  it(
    'stops when writing the new site fails half-way, removes its staging folder and leaves dist/ unchanged',
    async () => {
      // A folder in public/ named like a page's output file: public/ is copied into staging first,
      // then writing that page fails, after the staging folder already holds files.
      const { built } = await loadRoutes();
      const victim = outputFile(built[built.length - 1]!.path);
      const result = expectFailedBuildLeavesDistAlone(() => {
        const dir = path.join(root, 'public', victim);
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, 'keep.txt'), 'collides with a page');
        return () => rmSync(dir, { recursive: true, force: true });
      });
      expect(result.stderr).toMatch(/EISDIR|illegal operation on a directory/);
    },
    buildBudget(1),
  );
});
