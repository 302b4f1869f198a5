import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { channelsFile } from '../../build/content/channels';
import { cliBundleOptions } from '../../build/cli-bundle.mjs';
import { BUILD_ENV } from '../../build/publish/up-to-date';
import { projectRoot } from '../../build/paths';
import { buildBudget, copyProject, describeBuild, type ProjectCopy } from '../support/project-copy';
import { treeHashes } from '../support/tree-hashes';

/** The modules `npm run build` runs, bundled as build/run.mjs bundles them. */
async function buildBundle() {
  const { metafile } = await esbuild.build({
    ...cliBundleOptions(projectRoot),
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return metafile;
}

describe('the inputs a build records', () => {
  it('name every environment variable the build reads', async () => {
    // The modules `npm run build` runs, plus the client scripts it bundles for the browser.
    const metafile = await buildBundle();
    const modules = Object.keys(metafile.inputs).filter((file) => !file.includes('node_modules'));
    expect(modules).toContain('build/content/build-day.ts');
    const read = new Set<string>();
    for (const file of [...modules, 'build/run.mjs']) {
      const text = readFileSync(path.join(projectRoot, file), 'utf8');
      for (const m of text.matchAll(
        /\benv\??\.([A-Z][A-Z0-9_]+)|envOrigin\('([A-Z][A-Z0-9_]+)'|env\[['"]([A-Z][A-Z0-9_]+)/g,
      ))
        read.add(m[1] ?? m[2] ?? m[3]!);
    }
    expect([...read].sort()).toEqual([...BUILD_ENV].sort());
  });
});

describe('a build with nothing changed', () => {
  let copy: ProjectCopy | undefined;
  afterAll(() => copy?.remove());

  it('finds it so without loading zod: the schemas, ~90 ms of such a run, load only when there is work', async () => {
    const metafile = await buildBundle();
    const packagesLoaded = (follow: (kind: string) => boolean) => {
      const seen = new Set<string>();
      const visit = (file: string) => {
        for (const { path: imported, kind, external } of metafile.outputs[file]!.imports) {
          if (!follow(kind) || seen.has(imported)) continue;
          seen.add(imported);
          if (!external) visit(imported);
        }
      };
      visit(Object.keys(metafile.outputs).find((file) => metafile.outputs[file]!.entryPoint === 'build/cli.ts')!);
      return [...seen].filter((imported) => !(imported in metafile.outputs));
    };
    expect(packagesLoaded((kind) => kind === 'import-statement')).not.toContain('zod');
    expect(packagesLoaded(() => true)).toContain('zod');
  });

  it(
    'leaves dist/ as it is; after any change to content, dist/ or the day the build runs again, and a build on warm caches gives the bytes of a clean one',
    () => {
      copy = copyProject('balkanstream-up-to-date-');
      const dist = copy.file('dist');
      const build = (env?: NodeJS.ProcessEnv) => {
        const result = copy!.build(env);
        expect(result.status, describeBuild(result)).toBe(0);
        return result.stdout;
      };
      rmSync(copy.file('.cache'), { recursive: true, force: true });
      expect(build()).toMatch(/^render .* 0 unchanged from cache/m);
      const clean = treeHashes(dist);

      const again = build();
      expect(again).toMatch(/^unchanged .*dist\/ holds the build of these inputs/m);
      expect(again).not.toMatch(/^render /m);
      expect(treeHashes(dist)).toEqual(clean);

      // Without the record, the whole pipeline runs on the page, post and card caches: the same bytes.
      rmSync(copy.file('.cache/last-build.json'));
      expect(build()).toMatch(/^render .* [1-9]\d* unchanged from cache/m);
      expect(treeHashes(dist)).toEqual(clean);

      const about = 'content/pages/about.yaml';
      const original = copy.read(about);
      copy.write(about, original.replace(/^(\s+title: ).*$/m, '$1Tko smo mi | BalkanStream'));
      expect(build()).toMatch(/^render /m);
      expect(treeHashes(dist).get('about.html')).not.toBe(clean.get('about.html'));
      copy.write(about, original);
      expect(build()).toMatch(/^render /m);
      expect(treeHashes(dist)).toEqual(clean);

      // A channel renamed in the snapshot shows on the catalogue page over the warm page cache, and back again.
      const snapshot = copy.read(channelsFile);
      const shown = readFileSync(path.join(dist, 'lista-kanala.html'), 'utf8');
      const line = snapshot
        .split('\n')
        .slice(1)
        .find((l) => l && shown.includes(`"channel-name">${(JSON.parse(l) as { name: string }).name}<`))!;
      const { name } = JSON.parse(line) as { name: string };
      copy.write(
        channelsFile,
        snapshot.replace(line, line.replace(JSON.stringify(name), JSON.stringify(`${name} Plus`))),
      );
      expect(build()).toMatch(/^render /m);
      expect(readFileSync(path.join(dist, 'lista-kanala.html'), 'utf8')).toContain(`"channel-name">${name} Plus<`);
      copy.write(channelsFile, snapshot);
      expect(build()).toMatch(/^render /m);
      expect(treeHashes(dist)).toEqual(clean);

      // A page replaced in dist/ is put back by the next build.
      rmSync(path.join(dist, 'about.html'));
      writeFileSync(path.join(dist, 'about.html'), 'edited by hand');
      expect(build()).toMatch(/^render /m);
      expect(treeHashes(dist)).toEqual(clean);

      // Another day may publish a scheduled post.
      expect(build({ BUILD_DATE: '2099-01-01' })).toMatch(/^render /m);
    },
    buildBudget(9),
  );
});
