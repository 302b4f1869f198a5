import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { replaceFileSync } from './files/replace-file';
import { hashCode, runsCodeOnDisk } from './render/code-hash';
import { cacheDir, projectRoot } from './paths';

const bundles = new Map<string, string>();

/**
 * A worker thread's script and what it imports as one esbuild bundle, run with `eval`. Worker threads do not inherit
 * tsx's loader, and loading remark's ~150 modules through it kept a worker from starting for ~0.5 s; a bundle starts
 * in ~0.1 s. Bundled synchronously (an async build would wait for this thread, busy with the build, to read its
 * result) and kept in .cache/build by a hash of `sourceDirs` (project-relative) and the packages, so only a changed
 * worker is bundled. A worker that imports code outside `sourceDirs` stops the build: its bundle would outlive a change
 * there.
 */
export function workerBundle(entry: URL, sourceDirs: readonly string[]): string {
  let code = bundles.get(entry.href);
  if (code !== undefined) return code;
  const name = path.basename(fileURLToPath(entry), '.ts');
  const file = path.join(cacheDir, 'build', `${name}-${hashCode(sourceDirs, ['package-lock.json']).slice(0, 16)}.cjs`);
  try {
    code = readFileSync(file, 'utf8');
  } catch {
    const bundled = esbuild.buildSync({
      entryPoints: [fileURLToPath(entry)],
      absWorkingDir: projectRoot,
      bundle: true,
      write: false,
      metafile: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
    });
    // Packages may lie outside the project: a copy of it (tests, benches) links node_modules.
    const outside = Object.keys(bundled.metafile.inputs).filter(
      (input) => !input.split('/').includes('node_modules') && !sourceDirs.some((dir) => input.startsWith(`${dir}/`)),
    );
    if (outside.length > 0)
      throw new Error(
        `the ${name} worker imports ${outside.join(', ')}: list its folder in the worker's source folders`,
      );
    code = bundled.outputFiles[0]!.text;
    // A source saved since this process loaded its code: the bundle holds other code than its name says, so it serves
    // this process only (which loads its code again for the save, or ends).
    if (runsCodeOnDisk(sourceDirs)) {
      mkdirSync(path.dirname(file), { recursive: true });
      replaceFileSync(file, code);
    }
  }
  bundles.set(entry.href, code);
  return code;
}
