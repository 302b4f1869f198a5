import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import {
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
  urlMatches,
  type HeaderBlock,
  type Redirect,
} from './host-files';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface SiteServerOptions {
  /** The folder to serve, asked per request so a rebuild can swap in a new one between requests. */
  root: () => string;
  /** Changes each HTML response before it is sent (dev adds its reload script). */
  transformHtml?: (html: string, headers: Record<string, string>) => string;
  /** Answers a request itself when it returns true (dev's event stream and script). */
  handle?: (request: IncomingMessage, response: ServerResponse, pathname: string) => boolean;
}

interface HostFiles {
  headers: HeaderBlock[];
  redirects: Redirect[];
}

async function readHostFiles(root: string): Promise<HostFiles> {
  const read = (name: string) => readFile(path.join(root, name), 'utf8').catch(() => '');
  return { headers: parseHeadersFile(await read('_headers')), redirects: parseRedirectsFile(await read('_redirects')) };
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The file a clean URL names: `/` → index.html, `/about` → about.html, `/assets/x.js` as is. */
async function findFile(root: string, pathname: string): Promise<string | undefined> {
  const base = path.join(root, pathname);
  // A prefix test would let `/../dist-secret/` out into a sibling folder whose name starts like the root's.
  const inside = path.relative(root, base);
  if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) return undefined;
  if (pathname === '/') return path.join(root, 'index.html');
  if (path.basename(pathname).startsWith('_')) return undefined;
  if (await isFile(base)) return base;
  if (await isFile(`${base}.html`)) return `${base}.html`;
  return undefined;
}

/**
 * A redirect target on our own origin: one leading slash, the rest percent-encoded, so neither `//host` nor
 * `/\\host` (which browsers read as `//host`) can send the browser to another site.
 */
export function ownLocation(to: string): string {
  return to.startsWith('/') ? `/${encodeURI(to.replace(/^\/+/, ''))}` : to;
}

/** The decoded path, or undefined when its percent-encoding is malformed. */
function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * Serves a built site the way a static host does with our `_headers` and `_redirects`: clean URLs, the
 * headers of every matching block, redirect rules applied before files (the stricter, Cloudflare reading),
 * 404.html for unknown paths.
 */
export function createSiteServer(options: SiteServerOptions): Server {
  let cache: { version: string; files: Promise<HostFiles> } | undefined;
  // `npm run dev` rewrites the files in place: their modification times tell when to read them again.
  const hostFiles = async (root: string) => {
    const times = await Promise.all(
      ['_headers', '_redirects'].map((name) =>
        stat(path.join(root, name)).then(
          (s) => s.mtimeMs,
          () => 0,
        ),
      ),
    );
    const version = `${root}\0${times.join()}`;
    if (cache?.version !== version) cache = { version, files: readHostFiles(root) };
    return cache.files;
  };

  return createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const pathname = decodePath(url.pathname);
      if (pathname === undefined) {
        response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Bad request');
        return;
      }
      if (options.handle?.(request, response, pathname)) return;
      const root = options.root();
      const { headers, redirects } = await hostFiles(root);
      const redirect = (to: string, status: number) => {
        response.writeHead(status, { Location: ownLocation(to) });
        response.end();
      };
      if (pathname.endsWith('.html')) return redirect(pathname === '/index.html' ? '/' : pathname.slice(0, -5), 301);
      let target = pathname;
      const rule = redirects.find((r) => urlMatches(r.from, pathname));
      if (rule && rule.status !== 200) return redirect(rule.to, rule.status);
      if (rule) target = rule.to;
      if (target.length > 1 && target.endsWith('/')) return redirect(target.replace(/\/+$/, ''), 301);

      const file = await findFile(root, target);
      const status = file ? 200 : 404;
      const served = file ?? path.join(root, '404.html');
      const sent = {
        ...headersFor(headers, file ? target : '/404'),
        'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream',
      };
      let body: Buffer | string = await readFile(served);
      if (served.endsWith('.html') && options.transformHtml) body = options.transformHtml(body.toString('utf8'), sent);
      response.writeHead(status, sent);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      // The reason goes to the console of whoever runs the server, never to the client.
      console.error(error);
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Internal server error');
    }
  });
}

/** Starts listening; resolves with the origin, e.g. `http://127.0.0.1:3000`. */
export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(`http://${host}:${typeof address === 'object' && address ? address.port : port}`);
    });
  });
}
