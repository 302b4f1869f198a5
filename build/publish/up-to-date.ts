import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { replaceFileSync } from '../files/replace-file';
import { buildDay } from '../content/build-day';
import { filesUnder } from '../code-files.mjs';
import { hashCode, hashTree } from '../render/code-hash';
import { cacheDir, contentDir, defaultMovieCacheFile, distDir, projectRoot, publicDir } from '../paths';

/** What the last complete `npm run build` read and what it left: a build with the same inputs has nothing to do. */
const recordFile = path.join(cacheDir, 'last-build.json');
const serveConfig = path.join(projectRoot, 'serve.json');

/** Every variable the build reads from the environment (a test checks the code names no other). */
export const BUILD_ENV = ['BUILD_DATE', 'EMAILJS_ORIGIN', 'NODE_ENV', 'TMDB_API_KEY', 'TMDB_API_ORIGIN'] as const;

interface BuildRecord {
  inputs: string;
  dist: string;
  serve: string;
}

/**
 * A hash of everything a build reads: the code and packages, content/ and public/, the movie lists' cache, the
 * environment and the day (a scheduled post appears on its day; the footer shows the year).
 */
export function buildInputs(env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256')
    .update(
      hashCode(['build', 'templates', 'client', 'shared'], ['package.json', 'package-lock.json', 'tsconfig.json']),
    )
    .update(JSON.stringify([BUILD_ENV.map((name) => env[name] ?? null), buildDay(env), new Date().getFullYear()]));
  hashTree(hash, contentDir);
  hashTree(hash, publicDir);
  if (existsSync(defaultMovieCacheFile)) hash.update(readFileSync(defaultMovieCacheFile));
  return hash.digest('hex');
}

/** dist/ as the last build left it: every file's path, size, inode and modification time (a hand edit changes them). */
function distState(): string {
  const hash = createHash('sha256');
  if (!existsSync(distDir)) return '';
  for (const file of filesUnder(distDir)) {
    const { size, ino, mtimeMs } = statSync(path.join(distDir, file));
    hash.update(`${file}\0${size}\0${ino}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const serveState = () => (existsSync(serveConfig) ? readFileSync(serveConfig, 'utf8') : '');

/**
 * Whether dist/ already holds the build of these inputs: the last build read the same and dist/ and serve.json are as
 * it left them. Never with a TMDB key: the movie lists come from the network and may have changed.
 */
export function upToDate(inputs: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.TMDB_API_KEY?.trim()) return false;
  let record: BuildRecord;
  try {
    record = JSON.parse(readFileSync(recordFile, 'utf8')) as BuildRecord;
  } catch {
    return false;
  }
  return record.inputs === inputs && record.serve === serveState() && record.dist === distState();
}

/** Notes that dist/ now holds the build of `inputs` (hashed before the build read them, so an edit meanwhile is not missed). */
export function recordBuild(inputs: string): void {
  const record: BuildRecord = { inputs, dist: distState(), serve: serveState() };
  mkdirSync(cacheDir, { recursive: true });
  replaceFileSync(recordFile, JSON.stringify(record));
}
