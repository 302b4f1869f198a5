// `npm run build` without tsx: loading build/ and templates/ and every package they import through tsx's loader
// thread took ~0.8 s of each build. The code is bundled with esbuild once per version of the sources and kept in
// .cache/build, so a build whose code has not changed starts the bundle at once. Plain JavaScript, so Node runs it as is.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync, utimesSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cliBundleOptions } from './cli-bundle.mjs';
import { codeDigest, filesUnder, isRunningCode } from './code-files.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundleRoot = path.join(projectRoot, '.cache', 'build');

/**
 * The bundle's name: a hash of every source file, the packages and the project's own path (bundled modules keep
 * their source's absolute import.meta.url, and a copy of the project copies .cache too); the digest of each file of
 * the code it runs (build/code-files.mjs); and the sources that read import.meta.url, which the bundle must rewrite.
 */
function readSources() {
  const hash = createHash('sha256').update(projectRoot);
  const realRoot = realpathSync(projectRoot);
  const readingOwnUrl = [];
  /** @type {Record<string, string>} */
  const code = {};
  for (const dir of ['build', 'templates', 'client', 'shared']) {
    for (const file of filesUnder(path.join(projectRoot, dir)).map((name) => `${dir}/${name}`)) {
      const full = path.join(projectRoot, file);
      const bytes = readFileSync(full);
      hash.update(`\0${file}\0`).update(bytes);
      if (isRunningCode(file)) code[file] = codeDigest(bytes);
      // esbuild names a file by its real path, which the filter below must match.
      if (/\.tsx?$/.test(file) && bytes.includes('import.meta.url')) readingOwnUrl.push(path.join(realRoot, file));
    }
  }
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.json']) {
    const full = path.join(projectRoot, file);
    if (existsSync(full)) hash.update(`\0${file}\0`).update(readFileSync(full));
  }
  return { hash: hash.digest('hex').slice(0, 16), code, readingOwnUrl };
}

/**
 * Each module keeps its own import.meta.url, so paths it finds from its file (build/paths.ts) are the same as under
 * tsx. Only the files that read it pass through here: each file esbuild hands to a plugin costs a round trip.
 */
const sourceUrls = (files) => ({
  name: 'source-urls',
  setup(build) {
    const filter = new RegExp(`^(?:${files.map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
    build.onLoad({ filter }, async (args) => {
      const text = readFileSync(args.path, 'utf8');
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
});

/**
 * Bundles build/cli.ts into `dir` (build/cli-bundle.mjs says how), with the digests of the code it holds for the
 * caches it keys (build/render/code-hash.ts). False, and nothing kept, when a source changed while esbuild read them:
 * that bundle may hold other code than its name says.
 */
async function bundle(dir, sources) {
  const esbuild = await import('esbuild');
  // Written beside and renamed, so builds running side by side never import a half-written bundle.
  const temp = `${dir}.${process.pid}.tmp`;
  await esbuild.build({
    ...cliBundleOptions(projectRoot),
    outdir: temp,
    // Source map paths are relative to the output: a stack names build/render/render.tsx:75.
    sourcemap: 'inline',
    // Stacks need the mappings only; the sources' text would double the bundle Node reads.
    sourcesContent: false,
    logLevel: 'warning',
    define: { BUNDLED_CODE: JSON.stringify(sources.code) },
    plugins: [sourceUrls(sources.readingOwnUrl)],
  });
  if (readSources().hash !== sources.hash) {
    await rm(temp, { recursive: true, force: true });
    return false;
  }
  await rename(temp, dir).catch(async (error) => {
    // Another build finished the same bundle first.
    await rm(temp, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  });
  // Bundles of other versions unused for an hour go.
  const hourAgo = Date.now() - 3_600_000;
  for (const other of readdirSync(bundleRoot)) {
    const otherDir = path.join(bundleRoot, other);
    const modified = statSync(otherDir, { throwIfNoEntry: false })?.mtimeMs ?? Infinity;
    if (otherDir !== dir && modified < hourAgo) await rm(otherDir, { recursive: true, force: true });
  }
  return true;
}

/** The folder of the bundle of the sources as they are now, bundled first if there is none. */
async function currentBundle() {
  for (;;) {
    const sources = readSources();
    const dir = path.join(bundleRoot, sources.hash);
    if (existsSync(path.join(dir, 'cli.mjs'))) {
      const now = new Date();
      utimesSync(dir, now, now);
      return dir;
    }
    await mkdir(bundleRoot, { recursive: true });
    if (await bundle(dir, sources)) return dir;
  }
}

const dir = await currentBundle();
process.setSourceMapsEnabled(true);
// The bundle's package imports run before any of its own code, so build/production.ts would set this after React has loaded.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(dir, 'cli.mjs')).href);
