import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { replaceFileSync } from '../files/replace-file';
import type SharpModule from 'sharp';
import { cacheDir } from '../paths';
import { hashCode } from '../render/code-hash';

type Sharp = typeof SharpModule;
type SharpVersions = Readonly<Record<string, string | undefined>>;

let loaded: Sharp | undefined;

/** sharp, loaded when a picture is first drawn or read: a build whose pictures all come from the cache never loads libvips (~40 ms). */
export function loadSharp(): Sharp {
  if (!loaded) {
    loaded = createRequire(import.meta.url)('sharp') as Sharp;
    // Every picture and card is drawn once: libvips' cache of operations only held their pixels until it dropped them.
    loaded.cache(false);
  }
  return loaded;
}

const versionsFile = path.join(cacheDir, 'sharp-versions.json');
let versions: SharpVersions | undefined;

/**
 * sharp's and libvips' versions (`sharp.versions`), which name every cached picture. Asked of sharp once per set of
 * installed packages and kept in .cache, so naming a picture the cache already holds does not load sharp.
 */
export function sharpVersions(): SharpVersions {
  if (versions) return versions;
  const installed = `${process.platform} ${process.arch} ${hashCode([], ['package-lock.json'])}`;
  try {
    const kept = JSON.parse(readFileSync(versionsFile, 'utf8')) as { installed: string; versions: SharpVersions };
    if (kept.installed === installed) return (versions = kept.versions);
  } catch {
    // No versions kept yet, or a file cut short: ask sharp.
  }
  versions = { ...loadSharp().versions };
  mkdirSync(cacheDir, { recursive: true });
  replaceFileSync(versionsFile, JSON.stringify({ installed, versions }));
  return versions;
}
