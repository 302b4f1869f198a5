// Reads the generated host files back as a host does: the tests check them and the local servers apply them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '../paths';

export interface HeaderBlock {
  url: string;
  headers: Record<string, string>;
  /** Headers of earlier matching blocks this one removes (`! Name`) before it sets its own. */
  detached: string[];
}

/**
 * `_headers` as Netlify and Cloudflare Pages read it: a URL pattern line, then indented `Name: value` lines, or
 * `! Name` lines that detach a header an earlier block set.
 */
export function parseHeadersFile(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) blocks.push({ url: line.trim(), headers: {}, detached: [] });
    else if (line.trim().startsWith('!')) blocks.at(-1)!.detached.push(line.trim().slice(1).trim());
    else {
      const at = line.indexOf(':');
      blocks.at(-1)!.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return blocks;
}

export interface Redirect {
  from: string;
  to: string;
  status: number;
}

export function parseRedirectsFile(text: string): Redirect[] {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.trim().split(/\s+/);
      return { from: from!, to: to!, status: Number(status ?? 302) };
    });
}

/** Whether a host URL pattern (`/about`, `/blog/*`, `/*`) matches a request path. */
export function urlMatches(pattern: string, requestPath: string): boolean {
  if (pattern.endsWith('*')) return requestPath.startsWith(pattern.slice(0, -1));
  return pattern === requestPath;
}

/** The headers a host sends for a request path: every matching block, in file order, each detaching before it sets. */
export function headersFor(blocks: readonly HeaderBlock[], requestPath: string): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const block of blocks.filter((b) => urlMatches(b.url, requestPath))) {
    for (const name of block.detached) delete sent[name];
    Object.assign(sent, block.headers);
  }
  return sent;
}

export function readHostFiles(dir = distDir): { headers: HeaderBlock[]; redirects: Redirect[] } {
  return {
    headers: parseHeadersFile(readFileSync(path.join(dir, '_headers'), 'utf8')),
    redirects: parseRedirectsFile(readFileSync(path.join(dir, '_redirects'), 'utf8')),
  };
}
