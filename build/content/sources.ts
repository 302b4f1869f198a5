import { readFileSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../paths';
import { channelsFile, type ChannelsSource } from './channels';
import { settleContent, type YamlSource } from './errors';
import { markdownFolders, yamlFiles, yamlFolders } from './files';
import { parseMarkdownSource, parseYamlSource } from './load';

type YamlName = keyof typeof yamlFiles;

export interface MarkdownSource {
  /** The file name without `.md`: the page's URL segment. */
  slug: string;
  source: YamlSource;
  body: string;
  /** The line of the file where the body starts. */
  bodyLine: number;
}

/** A Markdown file read but not parsed: blog posts are parsed only when the post cache has no result for this text. */
export interface MarkdownText {
  slug: string;
  /** Project-relative, as errors name it. */
  file: string;
  text: string;
}

/** Every content file read and parsed as YAML (front matter for Markdown), not yet checked against its schema. */
export interface ContentSources {
  yaml: Record<YamlName, YamlSource>;
  legal: MarkdownSource[];
  /** content/countries/*.yaml, sorted by file name. */
  countries: YamlSource[];
  /** The channel snapshot (JSON Lines, parsed at validation). */
  channels: ChannelsSource;
  blog: MarkdownText[];
}

/** Blog texts this process has read, by path, with the modification time and size they were read at. */
export type KnownTexts = Map<string, { mtimeNs: bigint; size: bigint; text: string }>;

const read = (file: string) => readFile(path.join(projectRoot, file), 'utf8');

async function readYaml(name: YamlName): Promise<[YamlName, YamlSource]> {
  const { file } = yamlFiles[name];
  return [name, parseYamlSource(file, await read(file), 0)];
}

async function markdownFiles(folder: string): Promise<string[]> {
  // Git keeps no empty folders: a folder with no posts may not exist at all.
  const names = await readdir(path.join(projectRoot, folder)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((f) => f.endsWith('.md')).sort();
}

/**
 * A text read before is reused while its file's modification time and size are unchanged: `npm run dev` reads only
 * edited posts. With `watched`, the dev server's watcher has named every changed file, so a known text is not checked.
 */
function readKnownText(full: string, known: KnownTexts | undefined, watched: boolean): string {
  if (!known) return readFileSync(full, 'utf8');
  const seen = known.get(full);
  if (seen && watched) return seen.text;
  const { mtimeNs, size } = statSync(full, { bigint: true });
  if (seen && seen.mtimeNs === mtimeNs && seen.size === size) return seen.text;
  const text = readFileSync(full, 'utf8');
  known.set(full, { mtimeNs, size, text });
  return text;
}

async function readMarkdownTexts(
  folder: string,
  known?: KnownTexts,
  changed?: readonly string[],
): Promise<MarkdownText[]> {
  // Forgotten before anything can fail: a build that stops early leaves them to be read by the next.
  if (known && changed) for (const file of changed) known.delete(path.join(projectRoot, file));
  const files = await markdownFiles(folder);
  const paths = files.map((file) => path.join(projectRoot, folder, file));
  const present = new Set(paths);
  if (known) for (const full of known.keys()) if (!present.has(full)) known.delete(full);
  // Thousands of small files: synchronous reads skip a thread-pool round trip per file and are several times faster.
  return files.map((file, i) => ({
    slug: file.replace(/\.md$/, ''),
    file: `${folder}/${file}`,
    text: readKnownText(paths[i]!, known, changed !== undefined),
  }));
}

async function readMarkdownFolder(folder: string): Promise<MarkdownSource[]> {
  const files = await markdownFiles(folder);
  return settleContent(
    files.map((file) => async () => ({
      slug: file.replace(/\.md$/, ''),
      ...parseMarkdownSource(`${folder}/${file}`, await read(`${folder}/${file}`)),
    })),
  );
}

async function readYamlFolder(folder: string): Promise<YamlSource[]> {
  const files = (await readdir(path.join(projectRoot, folder))).filter((f) => f.endsWith('.yaml')).sort();
  return settleContent(
    files.map((file) => async () => parseYamlSource(`${folder}/${file}`, await read(`${folder}/${file}`), 0)),
  );
}

/**
 * Reads every content file; YAML syntax errors of all files are reported together. `known` keeps blog texts between
 * builds; `changed` (project paths) is every file a watcher saw change since the build that last read them.
 */
export async function loadContentSources(known?: KnownTexts, changed?: readonly string[]): Promise<ContentSources> {
  const names = Object.keys(yamlFiles) as YamlName[];
  const [yaml, legal, countries, channels, blog] = await settleContent([
    () => settleContent(names.map((name) => () => readYaml(name))),
    () => readMarkdownFolder(markdownFolders.legal.folder),
    () => readYamlFolder(yamlFolders.countries.folder),
    async () => ({ file: channelsFile, text: await read(channelsFile) }),
    () => readMarkdownTexts(markdownFolders.blog.folder, known, changed),
  ] as const);
  return { yaml: Object.fromEntries(yaml) as Record<YamlName, YamlSource>, legal, countries, channels, blog };
}
