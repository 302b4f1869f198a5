// `npm run build` without tsx: bundling build/ and templates/ with esbuild takes ~0.1 s, while loading them and every
// package they import through tsx's loader thread took ~0.8 s of each build. Plain JavaScript, so Node runs it as is.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundleDir = path.join(projectRoot, '.cache', 'build');

/** Each module keeps its own import.meta.url, so paths it finds from its file (build/paths.ts) are the same as under tsx. */
const sourceUrls = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

const result = await esbuild.build({
  entryPoints: [path.join(projectRoot, 'build', 'cli.ts')],
  absWorkingDir: projectRoot,
  // Not written here (see below), but source map paths are relative to it: a stack names build/render.tsx:75.
  outfile: path.join(bundleDir, 'cli.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'inline',
  write: false,
  logLevel: 'warning',
  plugins: [sourceUrls],
});
const code = result.outputFiles[0].contents;
// Named by content, so builds running side by side never import a half-written file; bundles unused for an hour go.
const name = `cli-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
const file = path.join(bundleDir, name);
await mkdir(bundleDir, { recursive: true });
const temp = `${file}.${process.pid}.tmp`;
await writeFile(temp, code);
await rename(temp, file);
const hourAgo = Date.now() - 3_600_000;
for (const other of await readdir(bundleDir)) {
  const otherFile = path.join(bundleDir, other);
  // Another build may be removing the same file.
  const modified = await stat(otherFile).then(
    (s) => s.mtimeMs,
    () => Infinity,
  );
  if (other !== name && modified < hourAgo) await rm(otherFile, { force: true });
}
process.setSourceMapsEnabled(true);
// The bundle's package imports run before any of its own code, so build/production.ts would set this after React has loaded.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(file).href);
