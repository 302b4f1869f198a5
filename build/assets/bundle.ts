import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { AssetManifest } from '../../shared/manifest';
import type { OutputMap } from '../publish/output';
import { projectRoot } from '../paths';
import { scriptBundleKey, type PageScript, type Route } from '../../shared/route';
import { pageStylesheet, selectorClasses } from '../render/page-styles';

/** Stylesheets of one part of the site, in cascade order after site.css; a page inlines those it can use. */
const AREA_STYLESHEETS = ['info', 'movies', 'support', 'sales', 'countries', 'catalogue', 'blog'];

/** A page behaviour is client/<name>.ts, or client/<name>/index.ts once it is split into modules; its script keeps the name. */
function pageScriptSource(name: PageScript): string {
  const file = `client/${name}.ts`;
  return existsSync(path.join(projectRoot, file)) ? file : `client/${name}/index.ts`;
}

/** Code inlined into HTML must not be able to close its own element. */
function inlinable(code: string, element: 'style' | 'script'): string {
  if (code.toLowerCase().includes(`</${element}`))
    throw new Error(`bundled ${element} contains "</${element}" and cannot be inlined`);
  return code;
}

/** An esbuild entry that is the site script followed by page behaviours, in that order: `script-bundle:tabs+share`. */
const SCRIPT_BUNDLE = 'script-bundle';
const scriptBundlePlugin: esbuild.Plugin = {
  name: SCRIPT_BUNDLE,
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${SCRIPT_BUNDLE}:`) }, (args) => ({
      path: args.path.slice(SCRIPT_BUNDLE.length + 1),
      namespace: SCRIPT_BUNDLE,
    }));
    build.onLoad({ filter: /.*/, namespace: SCRIPT_BUNDLE }, (args) => ({
      contents: [
        'client/site.ts',
        ...args.path
          .split('+')
          .filter(Boolean)
          .map((name) => pageScriptSource(name as PageScript)),
      ]
        .map((file) => `import './${file}';`)
        .join('\n'),
      resolveDir: projectRoot,
      loader: 'js',
    }));
  },
};

/**
 * What the built routes ask to bundle: each behaviour a page loads as a file of its own, and for each page that links
 * its stylesheet the list of behaviours that arrive with its site script as one file.
 */
export function routeScripts(routes: readonly Route[]): {
  pageScripts: PageScript[];
  scriptSets: (readonly PageScript[])[];
} {
  const built = routes.filter((r) => r.status === 'built');
  return {
    pageScripts: [...new Set(built.flatMap((r) => (r.firstScreenStyles ? [] : (r.scripts ?? []))))],
    scriptSets: built.flatMap((r) => (r.firstScreenStyles ? [r.scripts ?? []] : [])),
  };
}

/**
 * Bundles and minifies the stylesheets, the site-wide script and each page behaviour the routes ask for.
 * The stylesheets and site script are small enough to inline, so a page renders from its first response;
 * page behaviours are files with content-hashed names. A page that links its stylesheet gets its site script and
 * behaviours as one file (`scriptSets`, one per such page's list): one request instead of one per behaviour.
 */
export async function bundleAssets(
  output: OutputMap,
  pageScripts: readonly PageScript[],
  scriptSets: readonly (readonly PageScript[])[] = [],
): Promise<AssetManifest> {
  const bundleKeys = [...new Set(scriptSets.map(scriptBundleKey))];
  const entries: Record<string, string> = {
    styles: 'templates/styles/site.css',
    ...Object.fromEntries(AREA_STYLESHEETS.map((name) => [`styles-${name}`, `templates/styles/${name}.css`])),
    site: 'client/site.ts',
    ...Object.fromEntries(pageScripts.map((name) => [name, pageScriptSource(name)])),
    ...Object.fromEntries(bundleKeys.map((key, i) => [`scripts-${i}`, `${SCRIPT_BUNDLE}:${key}`])),
  };
  const outdir = path.join(projectRoot, 'out');
  const result = await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: entries,
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    // Named below by their bytes: esbuild's [hash] also covers the source files' paths, so a moved module renamed an unchanged script.
    entryNames: 'assets/[name]',
    assetNames: 'assets/[name]',
    outdir,
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [scriptBundlePlugin],
  });
  const bundles = new Map<string, { text: string; contents: Uint8Array }>();
  for (const [outFile, meta] of Object.entries(result.metafile.outputs)) {
    const entry = Object.entries(entries).find(([, src]) => src === meta.entryPoint)?.[0];
    const bundle = result.outputFiles.find((f) => f.path === path.join(projectRoot, outFile));
    if (entry && bundle) bundles.set(entry, { text: bundle.text, contents: bundle.contents });
  }
  const bundle = (name: string) => {
    const found = bundles.get(name);
    if (!found) throw new Error(`esbuild produced no output for ${entries[name]}`);
    return found;
  };
  const scripts: Record<string, string> = {};
  for (const name of pageScripts) scripts[name] = addHashedAsset(output, name, '.js', bundle(name).contents);
  const site = inlinable(bundle('styles').text, 'style');
  const areas = AREA_STYLESHEETS.map((name) => {
    const css = inlinable(bundle(`styles-${name}`).text, 'style');
    return { name, css, selectors: selectorClasses(css) };
  });
  return {
    stylesheets: {
      site,
      areas,
      combinedHref: addHashedAsset(output, 'styles', '.css', pageStylesheet({ site }, areas)),
    },
    siteScript: inlinable(bundle('site').text, 'script'),
    scriptBundles: Object.fromEntries(
      bundleKeys.map((key, i) => [key, addHashedAsset(output, 'scripts', '.js', bundle(`scripts-${i}`).contents)]),
    ),
    scripts,
  };
}

/** `assets/<name>-<hash of the bytes><ext>`: a name that changes with the content, so hosts may cache it forever. */
function hashedAssetPath(name: string, ext: string, bytes: string | Uint8Array): string {
  return `assets/${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}${ext}`;
}

/** Bytes as a content-hashed file in assets/; returns its URL. */
export function addHashedAsset(output: OutputMap, name: string, ext: string, bytes: string | Uint8Array): string {
  const file = hashedAssetPath(name, ext, bytes);
  output.set(file, bytes);
  return `/${file}`;
}
