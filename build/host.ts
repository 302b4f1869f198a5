import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertWithinHostLimits } from './publish/host-limits';
import { emailjsOrigin, MOVIE_IMAGE_ORIGIN, VIDEO_EMBED_ORIGIN } from './origins';
import type { OutputMap } from './output';
import type { BuiltRoute, Route } from './routes';

/** Folders whose file names carry a content hash: safe to cache for a year. */
export const HASHED_DIRS = ['assets', 'images', 'og'] as const;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/** A set of headers for one group of responses, addressed both ways the hosts need. */
export interface HeaderRule {
  /** URL pattern for `_headers` (Netlify, Cloudflare Pages): `/*`, `/assets/*`, `/about`. */
  urls: string[];
  /** Glob over files inside dist/ for `serve.json` (`npm start`). */
  files: string;
  headers: Record<string, string>;
}

export interface RedirectRule {
  from: string;
  to: string;
  status: 301 | 302;
}

export interface HostConfig {
  csp: string;
  headers: HeaderRule[];
  redirects: RedirectRule[];
}

/** Opening-tag attributes and body of every `<tag>` element; indexOf, not a regular expression, so a large inline stylesheet is skipped fast. */
function elements(html: string, tag: string): { attributes: string; body: string }[] {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  const found: { attributes: string; body: string }[] = [];
  for (let at = html.indexOf(open); at !== -1; at = html.indexOf(open, at + 1)) {
    if (!/[\s>]/.test(html[at + open.length] ?? '')) continue;
    const bodyStart = html.indexOf('>', at) + 1;
    const bodyEnd = html.indexOf(close, bodyStart);
    if (bodyStart === 0 || bodyEnd === -1) break;
    found.push({ attributes: html.slice(at + open.length, bodyStart - 1), body: html.slice(bodyStart, bodyEnd) });
    at = bodyEnd;
  }
  return found;
}

/** Inline `<script>` (executed ones, not JSON-LD data) and `<style>` bodies of one page. */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const scripts = elements(html, 'script')
    .filter(({ attributes }) => !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(({ body }) => body);
  return { scripts, styles: elements(html, 'style').map(({ body }) => body) };
}

// Thousands of pages inline the same few scripts and stylesheets: each is hashed once.
const hashes = new Map<string, string>();

export function cspHash(code: string): string {
  let hash = hashes.get(code);
  if (hash === undefined) {
    hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    if (hashes.size > 64) hashes.clear(); // a long `npm run dev` session sees many stylesheets
    hashes.set(code, hash);
  }
  return hash;
}

/** What the CSP needs from pages: hashes of their inline code and where their forms submit, each sorted and distinct. */
export interface PageScan {
  scripts: string[];
  styles: string[];
  /** Where forms submit besides our own origin: an outside origin, or a scheme such as `mailto:`. */
  formTargets: string[];
}

const distinctSorted = (values: Iterable<string>) => [...new Set(values)].sort();

export function scanPage(html: string): PageScan {
  const code = inlineCode(html);
  const formTargets: string[] = [];
  for (const [, action] of html.matchAll(/<form\b[^>]*\saction="([^"]*)"/g)) {
    const url = URL.canParse(action!) ? new URL(action!) : undefined;
    if (url) formTargets.push(url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol);
  }
  return { scripts: distinctSorted(code.scripts.map(cspHash)), styles: distinctSorted(code.styles.map(cspHash)), formTargets: distinctSorted(formTargets) };
}

/** Every page of the output: a cached page brings its scan along, any other page is scanned here. */
function scanPages(output: OutputMap): PageScan {
  const scans: PageScan[] = [];
  for (const [file, bytes] of output) {
    if (!file.endsWith('.html')) continue;
    if (typeof bytes === 'string') scans.push(scanPage(bytes));
    else if (bytes instanceof Uint8Array) scans.push(scanPage(Buffer.from(bytes).toString('utf8')));
    else scans.push(bytes.scan ?? scanPage(readFileSync(bytes.path, 'utf8')));
  }
  return {
    scripts: distinctSorted(scans.flatMap((s) => s.scripts)),
    styles: distinctSorted(scans.flatMap((s) => s.styles)),
    formTargets: distinctSorted(scans.flatMap((s) => s.formTargets)),
  };
}

/**
 * No inline code runs unless the build wrote it (hashes), and the page may reach only our own origin plus
 * the three outside services it uses: EmailJS (contact form), TMDB posters, the YouTube demo embed.
 */
export function contentSecurityPolicy(output: OutputMap, env: NodeJS.ProcessEnv = process.env): string {
  const { scripts, styles, formTargets } = scanPages(output);
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    `img-src 'self' ${MOVIE_IMAGE_ORIGIN}`,
    `connect-src 'self' ${emailjsOrigin(env)}`,
    `frame-src ${VIDEO_EMBED_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ');
}

const embed = `(self "${VIDEO_EMBED_ORIGIN}")`;
/** Powerful features off; the demo video's embed keeps what a player needs. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=${embed}`,
  'camera=()',
  'display-capture=()',
  `encrypted-media=${embed}`,
  `fullscreen=${embed}`,
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=${embed}`,
  'usb=()',
].join(', ');

/**
 * URL patterns covering every HTML page: top-level pages by path, nested ones by their folder (`/blog/*`),
 * so the rule count stays small (Cloudflare Pages reads at most 100) however many posts there are.
 */
export function htmlUrlPatterns(routes: readonly BuiltRoute[]): string[] {
  const patterns = new Set<string>();
  for (const route of routes) {
    const segments = route.path.split('/').filter(Boolean);
    patterns.add(segments.length > 1 ? `/${segments[0]}/*` : route.path);
  }
  return [...patterns];
}

export function hostConfig(output: OutputMap, routes: readonly Route[], env: NodeJS.ProcessEnv = process.env): HostConfig {
  const built = routes.filter((r): r is BuiltRoute => r.status === 'built');
  const csp = contentSecurityPolicy(output, env);
  const headers: HeaderRule[] = [
    {
      urls: ['/*'],
      files: '**',
      headers: {
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': PERMISSIONS_POLICY,
        // HTTPS only for two years, subdomains too; no preload, which commits the domain beyond this site.
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        // No page opened from ours (or opening ours) gets a handle on our window; the share popup needs none.
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    { urls: HASHED_DIRS.map((dir) => `/${dir}/*`), files: `{${HASHED_DIRS.join(',')}}/**`, headers: { 'Cache-Control': CACHE_IMMUTABLE } },
    { urls: htmlUrlPatterns(built), files: '**/*.html', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  ];
  return { csp, headers, redirects: redirectRules(routes) };
}

/**
 * Only fixed aliases, so the count never grows with content. Both hosts already send `/x.html` and `/x/` to `/x`,
 * and Cloudflare Pages applies a matching rule even over an existing file: a `/blog/*` rule would hide every post
 * not listed before it. An unknown blog post gets the 404 page, whose script sends it to /blog.
 */
export function redirectRules(routes: readonly Route[]): RedirectRule[] {
  const isBuilt = (p: string) => routes.some((r) => r.status === 'built' && r.path === p);
  return isBuilt('/pricing') ? [] : [{ from: '/pricing', to: '/#pricing-section', status: 301 }];
}

/** `_headers` for Netlify and Cloudflare Pages: a URL pattern, then its headers indented. */
export function headersFile(config: HostConfig): string {
  const blocks = config.headers.flatMap((rule) =>
    rule.urls.map((url) => [url, ...Object.entries(rule.headers).map(([key, value]) => `  ${key}: ${value}`)].join('\n')),
  );
  return `# Generated by the build (build/host.ts) from the route table; edit that, not this.\n${blocks.join('\n')}\n`;
}

/** `_redirects` for Netlify and Cloudflare Pages: `from to status`, first match wins. */
export function redirectsFile(config: HostConfig): string {
  const lines = config.redirects.map((r) => `${r.from} ${r.to} ${r.status}`);
  return `# Generated by the build (build/host.ts) from the route table; edit that, not this.\n${lines.join('\n')}\n`;
}

/**
 * `serve` (npm start) applies the same headers and redirects; it strips `.html` and trailing slashes itself.
 */
export function serveConfig(config: HostConfig, publicDir: string): object {
  return {
    public: publicDir,
    cleanUrls: true,
    trailingSlash: false,
    headers: config.headers.map((rule) => ({
      source: rule.files,
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
    redirects: config.redirects.map((r) => ({ source: r.from, destination: r.to, type: r.status })),
  };
}

/** Adds `_headers` and `_redirects` to the site. */
export function writeHostFiles(output: OutputMap, routes: readonly Route[]): HostConfig {
  const config = hostConfig(output, routes);
  const headers = headersFile(config);
  const redirects = redirectsFile(config);
  assertWithinHostLimits(headers, redirects);
  output.set('_headers', headers);
  output.set('_redirects', redirects);
  return config;
}

/** serve.json beside dist/ for `npm start`, written after dist/ is swapped in so both always match. */
export async function writeServeConfig(config: HostConfig, distDir: string): Promise<void> {
  const file = path.join(path.dirname(distDir), 'serve.json');
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(serveConfig(config, path.basename(distDir)), null, 2)}\n`);
  await rename(temp, file);
}
