import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const contentDir = path.join(projectRoot, 'content');
export const distDir = path.join(projectRoot, 'dist');
export const publicDir = path.join(projectRoot, 'public');
export const cacheDir = path.join(projectRoot, '.cache');
/** The last lists TMDB gave; a build without a key, or while TMDB fails, shows these instead of skeletons. */
export const defaultMovieCacheFile = path.join(cacheDir, 'movies.json');
