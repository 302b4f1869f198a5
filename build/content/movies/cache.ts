import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { replaceFile } from '../../files/replace-file';
import { z } from 'zod';

const card = z.object({ id: z.number(), title: z.string(), rating: z.number(), posterUrl: z.string().nullable() });
const cachedList = z.object({ savedAt: z.string(), cards: z.array(card) });
const cacheSchema = z.object({ movies: cachedList.optional(), series: cachedList.optional() });

export type CachedList = z.output<typeof cachedList>;
export type MovieCache = z.output<typeof cacheSchema>;

/** Reads the cache; a missing file is an empty cache, an unreadable one too but with the reason. */
export async function readMovieCache(file: string): Promise<{ cache: MovieCache; problem?: string }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { cache: {} };
  }
  try {
    return { cache: cacheSchema.parse(JSON.parse(text)) };
  } catch {
    return { cache: {}, problem: `${path.basename(file)} is unreadable and was ignored` };
  }
}

/** Writes through a temporary file, so a build stopped midway leaves the previous cache whole. */
export async function writeMovieCache(file: string, cache: MovieCache): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await replaceFile(file, JSON.stringify(cache, null, 2) + '\n');
}
