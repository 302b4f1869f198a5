import path from 'node:path';
import * as esbuild from 'esbuild';
import type { AssetManifest } from './manifest';
import type { OutputMap } from './output';
import { projectRoot } from './paths';
import type { PageScript } from './routes';

/** Bundles the site stylesheet, the site-wide script and each page behaviour the routes ask for: minified, content-hashed. */
export async function bundleAssets(output: OutputMap, pageScripts: readonly PageScript[]): Promise<AssetManifest> {
  const entries: Record<string, string> = {
    styles: 'templates/styles/site.css',
    site: 'client/site.ts',
    ...Object.fromEntries(pageScripts.map((name) => [name, `client/${name}.ts`])),
  };
  const outdir = path.join(projectRoot, 'out');
  const result = await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: entries,
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    entryNames: 'assets/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    outdir,
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  for (const file of result.outputFiles) {
    output.set(path.relative(outdir, file.path).split(path.sep).join('/'), file.contents);
  }
  const urls = new Map<string, string>();
  for (const [outFile, meta] of Object.entries(result.metafile.outputs)) {
    const entry = Object.entries(entries).find(([, src]) => src === meta.entryPoint)?.[0];
    if (entry) urls.set(entry, '/' + path.relative('out', outFile).split(path.sep).join('/'));
  }
  const url = (name: string) => {
    const found = urls.get(name);
    if (!found) throw new Error(`esbuild produced no output for ${entries[name]}`);
    return found;
  };
  return {
    css: url('styles'),
    scripts: Object.fromEntries([['site', url('site')], ...pageScripts.map((name) => [name, url(name)])]),
  };
}
