// Plain JavaScript: build/run.mjs imports it before any loader for TypeScript runs.
import path from 'node:path';

/**
 * How build/run.mjs bundles build/cli.ts, split so the pipeline (imported only when there is work) is a chunk of its
 * own and a build with nothing to do loads none of it. tests/build/up-to-date.test.ts reads the same bundle.
 * @param {string} projectRoot
 * @returns {import('esbuild').BuildOptions}
 */
export function cliBundleOptions(projectRoot) {
  return {
    entryPoints: [path.join(projectRoot, 'build', 'cli.ts')],
    absWorkingDir: projectRoot,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
  };
}
