import { readFileSync } from 'node:fs';
import path from 'node:path';
import { replaceFile } from '../files/replace-file';
import { NOT_FOUND_SCRIPT } from '../../templates/notFoundScript';
import { THEME_SCRIPT } from '../../templates/themeScript';
import type { AssetManifest, Stylesheets } from '../../shared/manifest';
import { assertWithinHostLimits } from './host-limits';
import { emailjsOrigin, MOVIE_IMAGE_ORIGIN, VIDEO_EMBED_ORIGIN } from '../../shared/origins';
import type { OutputFile, OutputMap } from './output';
import { cspHash, distinctSorted, inlineCode, scanPage, sourceHash, type PageScan } from './page-scan';
import { firstScreenStylesheet, pageStylesheet } from '../render/page-styles';
import type { BuiltRoute, Route } from '../../shared/route';
import { NOT_FOUND_PATH, outputFile } from '../../shared/site-paths';

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
  /** Headers an earlier rule set that this one replaces: `_headers` detaches them first (`! Name`); serve lets a later rule win. */
  replaces?: string[];
}

export interface RedirectRule {
  from: string;
  to: string;
  status: 301 | 302;
}

export interface HostConfig {
  /** The whole site's policy: what a response no page rule matches gets (the 404 page, files). */
  csp: string;
  headers: HeaderRule[];
  redirects: RedirectRule[];
}

/** The inline code the project ships, hashed from its sources (hash → what it is): the only inline code the CSP trusts. */
export interface OwnInlineCode {
  scripts: Map<string, string>;
  styles: Map<string, string>;
  /** A page that links its stylesheet files inlines the rules its first screen can use: recomputed from the page. */
  stylesheets: Stylesheets;
}

export function ownInlineCode(assets: AssetManifest): OwnInlineCode {
  const scripts = new Map([
    [sourceHash(THEME_SCRIPT), 'theme script'],
    [sourceHash(assets.siteScript), 'site script'],
    [sourceHash(NOT_FOUND_SCRIPT), '404 script'],
  ]);
  // A page inlines the site stylesheet plus the area stylesheets its markup can use: every such combination.
  const { areas } = assets.stylesheets;
  const styles = new Map<string, string>();
  for (let chosen = 0; chosen < 1 << areas.length; chosen++) {
    const used = areas.filter((_, i) => chosen & (1 << i));
    styles.set(
      sourceHash(pageStylesheet(assets.stylesheets, used)),
      ['stylesheet site', ...used.map((area) => area.name)].join(' + '),
    );
  }
  return { scripts, styles, stylesheets: assets.stylesheets };
}

/** A page's text: in memory, or a cached page on disk. */
function pageText(bytes: OutputFile): string {
  if (typeof bytes === 'string') return bytes;
  return bytes instanceof Uint8Array ? Buffer.from(bytes).toString('utf8') : readFileSync(bytes.path, 'utf8');
}

/** Every page of the output by file: a cached page brings its scan along (an older build's may lack newer fields), any other page is scanned here. */
function scanPages(output: OutputMap): Map<string, PageScan> {
  const scans = new Map<string, PageScan>();
  for (const [file, bytes] of output) {
    if (!file.endsWith('.html')) continue;
    const cached = typeof bytes === 'object' && !(bytes instanceof Uint8Array) ? bytes.scan : undefined;
    scans.set(file, cached?.inlineAttributes ? cached : scanPage(pageText(bytes)));
  }
  return scans;
}

/** What a page holds that the project did not ship, each with where: `/about: inline script "alert(1)…"`. */
function foreignCode(output: OutputMap, file: string, scan: PageScan, own: OwnInlineCode, route: string): string[] {
  const problems = scan.inlineAttributes.map((attribute) => `${route}: ${attribute}`);
  const foreign = (hashes: string[], allowed: Map<string, string>) => hashes.filter((hash) => !allowed.has(hash));
  if (foreign(scan.scripts, own.scripts).length + foreign(scan.styles, own.styles).length === 0) return problems;
  const html = pageText(output.get(file)!);
  const code = inlineCode(html);
  const excerpt = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
  for (const text of code.scripts)
    if (!own.scripts.has(cspHash(text))) problems.push(`${route}: inline script ${excerpt(text)}`);
  const firstScreen = firstScreenStylesheet(own.stylesheets, html);
  for (const text of code.styles)
    if (!own.styles.has(cspHash(text)) && text !== firstScreen)
      problems.push(`${route}: inline style ${excerpt(text)}`);
  return problems;
}

/**
 * No inline code runs unless the project ships it (hashes of its own scripts and stylesheets), and the page may
 * reach only our own origin plus the three outside services it uses: EmailJS (contact form), TMDB posters, the
 * YouTube demo embed. Any other inline script, style or handler in a page (say, content that reached the markup
 * unescaped) stops the build, naming the route, rather than being hashed into the policy.
 */
export const contentSecurityPolicy = (
  output: OutputMap,
  routes: readonly Route[],
  own: OwnInlineCode,
  env: NodeJS.ProcessEnv = process.env,
): string => sitePolicy(scanPages(output), output, routes, own, env);

function sitePolicy(
  scans: Map<string, PageScan>,
  output: OutputMap,
  routes: readonly Route[],
  own: OwnInlineCode,
  env: NodeJS.ProcessEnv,
): string {
  // Thousands of pages hold only our own code: they are checked without building a list per page.
  const ownOnly = (scan: PageScan) =>
    scan.inlineAttributes.length === 0 &&
    scan.scripts.every((hash) => own.scripts.has(hash)) &&
    scan.styles.every((hash) => own.styles.has(hash));
  const suspects = [...scans].filter(([, scan]) => !ownOnly(scan));
  const routeOf = (file: string) => routes.find((r) => outputFile(r.path) === file)?.path ?? `/${file}`;
  const problems = suspects.flatMap(([file, scan]) => foreignCode(output, file, scan, own, routeOf(file)));
  if (problems.length > 0) {
    throw new Error(
      `Inline code the project does not ship is in these pages; the CSP will not trust it:\n  ${problems.join('\n  ')}`,
    );
  }
  return policyOf(scans.values(), env);
}

/** The policy trusting what these pages hold: their inline code's hashes and the outside places their forms submit to. */
function policyOf(scans: Iterable<PageScan>, env: NodeJS.ProcessEnv): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const formTargets = new Set<string>();
  for (const scan of scans) {
    for (const hash of scan.scripts) scripts.add(hash);
    for (const hash of scan.styles) styles.add(hash);
    for (const target of scan.formTargets) formTargets.add(target);
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${distinctSorted(scripts).join(' ')}`.trim(),
    `style-src 'self' ${distinctSorted(styles).join(' ')}`.trim(),
    `img-src 'self' ${MOVIE_IMAGE_ORIGIN}`,
    `connect-src 'self' ${emailjsOrigin(env)}`,
    `frame-src ${VIDEO_EMBED_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${distinctSorted(formTargets).join(' ')}`.trim(),
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
export const htmlUrlPatterns = (routes: readonly BuiltRoute[]): string[] => [
  ...new Set(routes.map((route) => htmlUrlPattern(route.path))),
];

function htmlUrlPattern(routePath: string): string {
  const segments = routePath.split('/').filter(Boolean);
  return segments.length > 1 ? `/${segments[0]}/*` : routePath;
}

/** The files of dist/ a page URL pattern covers, as a glob for `serve.json`. */
const htmlFiles = (pattern: string) => (pattern.endsWith('/*') ? `${pattern.slice(1, -1)}**` : outputFile(pattern));

/**
 * A page's own policy, trusting its inline code and no other page's (the home page runs 2 of the site's 12 inline
 * hashes): its response is smaller and allows only what it holds. Not for the 404 page, nor for a folder's pattern
 * (`/blog/*`): the hosts send the 404 page under URLs no page has, with the site's policy.
 */
function pagePolicy(scans: Map<string, PageScan>, pattern: string, env: NodeJS.ProcessEnv): string | undefined {
  if (pattern === NOT_FOUND_PATH || pattern.endsWith('/*')) return undefined;
  const scan = scans.get(outputFile(pattern));
  if (!scan) throw new Error(`${pattern}: the build wrote no ${outputFile(pattern)} to read its policy from`);
  return policyOf([scan], env);
}

export function hostConfig(
  output: OutputMap,
  routes: readonly Route[],
  assets: AssetManifest,
  env: NodeJS.ProcessEnv = process.env,
): HostConfig {
  const built = routes.filter((r): r is BuiltRoute => r.status === 'built');
  const scans = scanPages(output);
  const csp = sitePolicy(scans, output, routes, ownInlineCode(assets), env);
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
    {
      urls: HASHED_DIRS.map((dir) => `/${dir}/*`),
      files: `{${HASHED_DIRS.join(',')}}/**`,
      headers: { 'Cache-Control': CACHE_IMMUTABLE },
    },
    ...htmlUrlPatterns(built).map((pattern): HeaderRule => {
      const policy = pagePolicy(scans, pattern, env);
      const revalidate = { urls: [pattern], files: htmlFiles(pattern), headers: { 'Cache-Control': CACHE_REVALIDATE } };
      if (!policy) return revalidate;
      return {
        ...revalidate,
        headers: { 'Content-Security-Policy': policy, ...revalidate.headers },
        replaces: ['Content-Security-Policy'],
      };
    }),
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
    rule.urls.map((url) =>
      [
        url,
        ...(rule.replaces ?? []).map((key) => `  ! ${key}`),
        ...Object.entries(rule.headers).map(([key, value]) => `  ${key}: ${value}`),
      ].join('\n'),
    ),
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
export function writeHostFiles(output: OutputMap, routes: readonly Route[], assets: AssetManifest): HostConfig {
  const config = hostConfig(output, routes, assets);
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
  await replaceFile(file, `${JSON.stringify(serveConfig(config, path.basename(distDir)), null, 2)}\n`);
}
