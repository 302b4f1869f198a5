import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HASHED_DIRS, redirectRules } from '../../build/publish/host';
import { assertWithinHostLimits, countRedirects, hostLimitProblems } from '../../build/publish/host-limits';
import { cspHash } from '../../build/publish/page-scan';
import { emailjsOrigin, MOVIE_IMAGE_ORIGIN, VIDEO_EMBED_ORIGIN } from '../../shared/origins';
import { headersFor, readHostFiles, urlMatches } from '../../build/dev/host-files';
import { inlineBodies, sha256Source } from '../support/csp';
import { builtPages, distDir, loadRoutes, NOT_FOUND_PATH, projectRoot } from '../support/site';
import { outputFile } from '../../shared/site-paths';

const pages = await builtPages();
const { built } = await loadRoutes();
const { headers, redirects } = readHostFiles();

/** The CSP a host sends with a page, as directive → sources. */
function cspFor(requestPath: string): Map<string, string[]> {
  const value = headersFor(headers, requestPath)['Content-Security-Policy'];
  expect(value, `no Content-Security-Policy for ${requestPath}`).toBeTruthy();
  return new Map(
    value!.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('dist/_headers: a strict Content-Security-Policy on every page', () => {
  it.each(pages.map((p) => [p.route.path, p] as const))(
    '%s runs only the inline code the build wrote and reaches only the services it uses',
    (routePath, page) => {
      const csp = cspFor(routePath);
      const { scripts, styles } = inlineBodies(page.html);
      // A page that links its stylesheet file loads the site script as a file too.
      const linksStylesheet = /<link rel="stylesheet"/.test(page.html);
      expect(scripts.length, 'the theme and site scripts are inline').toBeGreaterThanOrEqual(linksStylesheet ? 1 : 2);
      if (linksStylesheet) expect(csp.get('style-src'), 'the stylesheet file').toContain("'self'");
      expect(styles.length, 'the stylesheet is inline').toBeGreaterThanOrEqual(1);
      for (const code of scripts)
        expect(csp.get('script-src'), `hash of inline script ${code.slice(0, 60)}…`).toContain(sha256Source(code));
      for (const code of styles)
        expect(csp.get('style-src'), 'hash of the inlined stylesheet').toContain(sha256Source(code));
      const everything = [...csp.values()].flat();
      expect(everything).not.toContain("'unsafe-inline'");
      expect(everything).not.toContain("'unsafe-eval'");
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toContain(emailjsOrigin({}));
      expect(csp.get('frame-src')).toEqual([VIDEO_EMBED_ORIGIN]);
      expect(csp.get('img-src')).toContain(MOVIE_IMAGE_ORIGIN);
      const outside = new Set(
        [...csp]
          .filter(([name]) => name !== 'form-action')
          .flatMap(([, sources]) => sources.filter((s) => /^https?:/.test(s))),
      );
      expect([...outside].sort()).toEqual([emailjsOrigin({}), MOVIE_IMAGE_ORIGIN, VIDEO_EMBED_ORIGIN].sort());
      for (const [, action] of page.html.matchAll(/<form\b[^>]*\saction="(https?:\/\/[^"/]+|mailto:)/g))
        expect(csp.get('form-action'), 'a form may submit where it points').toContain(action);
    },
  );

  it.each(pages.map((p) => [p.route.path, p] as const))(
    '%s has no style attribute or inline event handler the CSP would block',
    (_path, page) => {
      const tags = page.html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '');
      expect(tags.match(/<[^>]+\sstyle=["'][^>]*>/g) ?? []).toEqual([]);
      expect(tags.match(/<[^>]+\son[a-z]+=["'][^>]*>/g) ?? []).toEqual([]);
      expect(page.html, 'the dev reload script never reaches dist/').not.toContain('/__dev/');
    },
  );
});

describe('cspHash', () => {
  it('is the base64 SHA-256 source CSP expects (known answers, computed with openssl)', () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(cspHash("document.documentElement.classList.add('js')")).toBe(
      "'sha256-Du+OJKJSbdUgz5nrHeWWINvez6XKDDU/tyj/5c2uvwo='",
    );
    // Hashed as UTF-8 bytes: a non-ASCII letter in copy must not change the encoding.
    expect(cspHash('ž')).toBe("'sha256-S2h3qdSAWOXCMEa9PNkvTHYE8MH4UJ1CuREuBXAjuHI='");
  });
});

describe('dist/_headers: security and caching headers', () => {
  it('every page is sent with nosniff, a strict referrer policy, powerful features off, HTTPS only and its own browsing context group', () => {
    for (const { route } of pages) {
      const sent = headersFor(headers, route.path);
      expect(sent['X-Content-Type-Options'], route.path).toBe('nosniff');
      expect(sent['Referrer-Policy'], route.path).toBe('strict-origin-when-cross-origin');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(sent['Permissions-Policy'], route.path).toContain(`${feature}=()`);
      const hsts = /^max-age=(\d+); includeSubDomains$/.exec(sent['Strict-Transport-Security'] ?? '');
      expect(Number(hsts?.[1]), `${route.path}: HTTPS only for at least a year, subdomains too`).toBeGreaterThanOrEqual(
        31_536_000,
      );
      expect(sent['Cross-Origin-Opener-Policy'], route.path).toBe('same-origin');
    }
  });

  it('every page is revalidated on each visit', () => {
    for (const { route } of pages)
      expect(headersFor(headers, route.path)['Cache-Control'], route.path).toBe('public, max-age=0, must-revalidate');
  });

  it('every file in a hashed folder has a content hash in its name and is cached for a year, immutable', () => {
    const files = HASHED_DIRS.flatMap((dir) => {
      try {
        return readdirSync(path.join(distDir, dir), { recursive: true, encoding: 'utf8' }).map(
          (f) => `/${dir}/${f.split(path.sep).join('/')}`,
        );
      } catch {
        return [];
      }
    });
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(path.basename(file), 'a name that changes with the content').toMatch(/[.-][0-9a-zA-Z]{8,}\.[a-z0-9]+$/);
      expect(headersFor(headers, file)['Cache-Control'], file).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serve.json (npm start) sends every page the same headers as _headers', () => {
    const serve = JSON.parse(readFileSync(path.join(projectRoot, 'serve.json'), 'utf8')) as {
      public: string;
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(serve.public).toBe('dist');
    // serve applies every rule whose glob matches the file, in order, a later value replacing an earlier one.
    const glob = (source: string) =>
      new RegExp(
        `^${source
          .replace(/[.+^$()|[\]\\]/g, '\\$&')
          .replace(/\{([^}]*)\}/g, (_, names: string) => `(${names.split(',').join('|')})`)
          .replace(/\*\*/g, '\0')
          .replace(/\*/g, '[^/]*')
          .replace(/\0/g, '.*')}$`,
      );
    for (const route of built) {
      const file = outputFile(route.path);
      const sent = Object.fromEntries(
        serve.headers
          .filter((rule) => glob(rule.source).test(file))
          .flatMap((rule) => rule.headers.map((h) => [h.key, h.value])),
      );
      expect(sent, route.path).toEqual(headersFor(headers, route.path));
    }
  });

  it("each page's policy trusts only the inline code of the pages its rule covers", () => {
    const home = cspFor('/');
    const site = headersFor(headers, '/assets/x')['Content-Security-Policy']!;
    const homeHashes = [...(home.get('script-src') ?? []), ...(home.get('style-src') ?? [])].filter((s) =>
      s.startsWith("'sha256-"),
    );
    const siteHashes = site.match(/'sha256-[^']+'/g) ?? [];
    expect(homeHashes.length).toBeGreaterThan(0);
    expect(homeHashes.length).toBeLessThan(siteHashes.length);
    const { scripts, styles } = inlineBodies(pages.find((p) => p.route.path === '/')!.html);
    expect(homeHashes.sort()).toEqual([...new Set([...scripts, ...styles].map(sha256Source))].sort());
  });
});

/** The rule a host applies first for a request path (Cloudflare Pages applies it even over an existing file). */
const firstRule = (requestPath: string) => redirects.find((r) => urlMatches(r.from, requestPath));

describe('dist/_redirects', () => {
  it('no rule matches a built page or any other file, on either host', () => {
    const files = readdirSync(distDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('_'))
      .map((entry) => `/${path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
    const urls = [...pages.map((p) => p.route.path), ...files];
    expect(urls.filter((url) => firstRule(url))).toEqual([]);
  });

  it('holds only fixed aliases: as many rules with 4,000 posts as with none', () => {
    const posts = built.filter((r) => r.path.startsWith('/blog/'));
    expect(posts.length).toBeGreaterThan(0);
    const withoutPosts = redirectRules(built.filter((r) => !r.path.startsWith('/blog/')));
    const withMorePosts = redirectRules([
      ...built,
      ...Array.from({ length: 4_000 }, (_, n) => ({ ...posts[0]!, path: `/blog/generated-${n}` })),
    ]);
    expect(withMorePosts).toEqual(redirects);
    expect(withoutPosts).toEqual(redirects);
  });

  it('/pricing is a page of its own, served as is', () => {
    expect(built.map((r) => r.path)).toContain('/pricing');
    expect(firstRule('/pricing')).toBeUndefined();
  });

  it('/channels-list is served as is', () => {
    expect(firstRule('/channels-list')).toBeUndefined();
  });

  it('has no rule for unknown blog posts: a wildcard would hide real posts on Cloudflare Pages, so the 404 page sends them to /blog', () => {
    expect(firstRule('/blog/no-such-post')).toBeUndefined();
    expect(pages.find((p) => p.route.path === NOT_FOUND_PATH)!.html).toContain("location.replace('/blog')");
  });
});

describe('Cloudflare Pages limits', () => {
  const rules = (count: number, from: (n: number) => string) =>
    Array.from({ length: count }, (_, n) => `${from(n)} /to 301`).join('\n');
  const headerBlock = (value: string) => `/*\n  X-Test: ${value}\n`;

  it('the built host files are within them', () => {
    expect(
      hostLimitProblems(
        readFileSync(path.join(distDir, '_headers'), 'utf8'),
        readFileSync(path.join(distDir, '_redirects'), 'utf8'),
      ),
    ).toEqual([]);
  });

  it('2,000 static and 100 dynamic redirect rules pass; one more of either stops the build, naming the limit', () => {
    const fits = `${rules(2_000, (n) => `/old-${n}`)}\n${rules(100, (n) => `/dir-${n}/*`)}`;
    expect(countRedirects(fits)).toEqual({ static: 2_000, dynamic: 100 });
    expect(hostLimitProblems('', fits)).toEqual([]);
    expect(hostLimitProblems('', `${rules(2_001, (n) => `/old-${n}`)}`)).toEqual([
      '_redirects has 2001 static rules; Cloudflare Pages reads at most 2000 and skips the rest',
    ]);
    expect(hostLimitProblems('', `${rules(101, (n) => `/dir-${n}/:name`)}`)).toEqual([
      '_redirects has 101 dynamic rules (every rule from the first wildcard on); Cloudflare Pages rejects a deploy with more than 100',
    ]);
  });

  it('every rule after the first wildcard counts as dynamic, exact or not', () => {
    expect(countRedirects('# comment\n/a /b 301\n/blog/* /blog 302\n/c /d 301\n')).toEqual({ static: 1, dynamic: 2 });
  });

  it('a _headers line longer than 2,000 characters, or more than 100 header rules, stops the build', () => {
    expect(hostLimitProblems(headerBlock('x'.repeat(2_000 - '  X-Test: '.length)), '')).toEqual([]);
    expect(hostLimitProblems(headerBlock('x'.repeat(2_001 - '  X-Test: '.length)), '')).toEqual([
      '_headers line 2 (X-Test) is 2001 characters; Cloudflare Pages accepts at most 2000',
    ]);
    expect(hostLimitProblems(Array.from({ length: 101 }, () => headerBlock('x')).join(''), '')).toEqual([
      '_headers has 101 rules; Cloudflare Pages reads at most 100',
    ]);
    expect(() => assertWithinHostLimits(headerBlock('x'.repeat(3_000)), '')).toThrow(
      /would not work on Cloudflare Pages:\n {2}_headers line 2 \(X-Test\) is 3010 characters/,
    );
  });
});
