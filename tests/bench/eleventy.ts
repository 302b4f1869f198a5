import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchPost } from './blog-posts';

/** The yardstick issue #22 measured against; pinned so runs on different days compare. */
export const ELEVENTY_VERSION = '3.1.7';

/** Installed once into the system's temporary folder and reused by later runs; never a dependency of the project. */
const installDir = path.join(tmpdir(), `balkanstream-bench-eleventy-${ELEVENTY_VERSION}`);
const cli = path.join(installDir, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs');

/** Eleventy's command line, installed if this machine has no copy yet. */
export function installEleventy(): string {
  const manifest = path.join(installDir, 'node_modules', '@11ty', 'eleventy', 'package.json');
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === ELEVENTY_VERSION) return cli;
  mkdirSync(installDir, { recursive: true });
  writeFileSync(
    path.join(installDir, 'package.json'),
    JSON.stringify({ private: true, dependencies: { '@11ty/eleventy': ELEVENTY_VERSION } }),
  );
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: installDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`installing Eleventy ${ELEVENTY_VERSION} failed:\n${result.stderr}`);
  return cli;
}

const POST_LAYOUT = `<!doctype html>
<html lang="hr"><head><meta charset="utf-8"><title>{{ title }}</title><meta name="description" content="{{ excerpt }}"></head>
<body><main><article><h1>{{ title }}</h1><p>{{ page.date.toISOString().slice(0, 10) }}</p>{{ content | safe }}</article></main></body></html>
`;

// Paged by 24, newest first, like our blog index.
const INDEX = `---
pagination:
  data: collections.post
  size: 24
  reverse: true
permalink: "blog/{% if pagination.pageNumber > 0 %}{{ pagination.pageNumber + 1 }}/{% endif %}index.html"
---
<!doctype html>
<html lang="hr"><head><meta charset="utf-8"><title>Blog</title></head>
<body><main><ul>{% for post in pagination.items %}<li><a href="{{ post.url }}">{{ post.data.title }}</a> {{ post.data.excerpt }}</li>{% endfor %}</ul></main></body></html>
`;

/** A folder with the same generated posts as our bench, a post layout and a paged index: posts + index pages. */
export function eleventySite(posts: number): string {
  const root = mkdtempSync(path.join(tmpdir(), 'balkanstream-bench-eleventy-site-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('src/_includes/post.njk', POST_LAYOUT);
  write('src/blog/blog.11tydata.json', JSON.stringify({ layout: 'post.njk', tags: ['post'] }));
  write('src/index.njk', INDEX);
  for (let n = 1; n <= posts; n++) write(`src/blog/bench-post-${n}.md`, benchPost(n));
  return root;
}

/** Eleventy's build of `site` into a new output folder (a clean build), as a command line. */
export const eleventyArgs = (cliFile: string, output: string) => [
  cliFile,
  '--input=src',
  `--output=${output}`,
  '--quiet',
];
