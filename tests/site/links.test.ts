import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { attr, parseHtml, type HtmlElement } from '../support/html';
import { builtPages, distDir, loadRoutes, siteOrigin, type BuiltPage, type RouteTable } from '../support/site';

/** Attributes that hold one URL, on any element. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'poster'];
/** Open Graph / Twitter tags whose content is a URL on our own origin. */
const URL_META = new Set(['og:image', 'og:url', 'twitter:image']);

interface LinkContext {
  origin: string;
  /** Built route path → ids in that page. */
  builtIds: Map<string, Set<string>>;
  /** Paths that are accepted although dist/ has no page for them: exactly the planned routes. */
  plannedPaths: Set<string>;
  /** Planned paths a page actually linked to (for the report). */
  usedPlanned: Set<string>;
}

interface FoundUrl {
  element: HtmlElement;
  attribute: string;
  url: string;
}

function srcsetUrls(value: string): string[] {
  return value
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

function urlsOf(doc: HtmlElement): FoundUrl[] {
  const found: FoundUrl[] = [];
  for (const element of doc.querySelectorAll('*')) {
    for (const attribute of URL_ATTRIBUTES) {
      const value = attr(element, attribute);
      if (value !== null) found.push({ element, attribute, url: value.trim() });
    }
    const srcset = attr(element, 'srcset');
    if (srcset !== null) for (const url of srcsetUrls(srcset)) found.push({ element, attribute: 'srcset', url });
    if (element.tagName === 'meta') {
      const property = attr(element, 'property') ?? attr(element, 'name');
      const content = attr(element, 'content');
      if (property && URL_META.has(property) && content)
        found.push({ element, attribute: `content (${property})`, url: content.trim() });
    }
  }
  return found;
}

function idsOf(doc: HtmlElement): Set<string> {
  return new Set(doc.querySelectorAll('[id]').map((el) => attr(el, 'id') ?? ''));
}

function isDistFile(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const file = path.join(distDir, decoded);
  if (!file.startsWith(distDir + path.sep)) return false;
  return existsSync(file) && statSync(file).isFile();
}

const svgIds = new Map<string, Set<string>>();
/** The ids in an SVG file of dist/: an image's fragment names one of its views. */
function idsInSvg(pathname: string): Set<string> {
  let ids = svgIds.get(pathname);
  if (!ids) {
    const svg = readFileSync(path.join(distDir, decodeURIComponent(pathname)), 'utf8');
    ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
    svgIds.set(pathname, ids);
  }
  return ids;
}

const MAILTO = /^mailto:([^?@\s,]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,})(\?([a-z]+=[^&=\s]*)(&[a-z]+=[^&=\s]*)*)?$/i;
const TEL = /^tel:\+[0-9]+$/;

/** Every broken URL, bad fragment, unsafe new-tab link or malformed mailto/tel in one page, as `page: url — why`. */
function checkPage(pagePath: string, html: string, ctx: LinkContext): string[] {
  const failures: string[] = [];
  const doc = parseHtml(html);
  const ownIds = idsOf(doc);
  const pageUrl = new URL(pagePath, ctx.origin);
  const fail = (found: FoundUrl, why: string) =>
    failures.push(`${pagePath}: <${found.element.tagName} ${found.attribute}="${found.url}"> — ${why}`);

  for (const found of urlsOf(doc)) {
    const { url } = found;
    if (url === '') {
      fail(found, 'empty URL');
      continue;
    }
    if (/^mailto:/i.test(url)) {
      if (!MAILTO.test(url))
        fail(found, 'malformed mailto: (expected mailto:name@domain.tld with an optional encoded ?subject=…)');
      continue;
    }
    if (/^tel:/i.test(url)) {
      if (!TEL.test(url)) fail(found, 'malformed tel: (expected tel:+<digits>, international format, no spaces)');
      continue;
    }
    if (/^javascript:/i.test(url)) {
      fail(found, 'javascript: URL');
      continue;
    }
    if (/^data:/i.test(url) && found.attribute !== 'href') continue;

    let resolved: URL;
    try {
      resolved = new URL(url, pageUrl);
    } catch {
      fail(found, 'not a valid URL');
      continue;
    }
    const internal = resolved.origin === ctx.origin;
    if (!internal) {
      if (!['https:', 'http:', 'viber:', 'whatsapp:'].includes(resolved.protocol))
        fail(found, `unexpected scheme ${resolved.protocol}`);
      continue;
    }

    const fragment = resolved.hash ? decodeURIComponent(resolved.hash.slice(1)) : null;
    if (url.startsWith('#')) {
      if (!fragment) fail(found, 'empty fragment: a link to "#" goes nowhere');
      else if (!ownIds.has(fragment)) fail(found, `no element with id="${fragment}" on this page`);
      continue;
    }

    const { pathname } = resolved;
    const targetIds = ctx.builtIds.get(pathname);
    if (targetIds) {
      if (resolved.hash === '#') fail(found, 'empty fragment');
      else if (fragment && !targetIds.has(fragment)) fail(found, `${pathname} has no element with id="${fragment}"`);
      continue;
    }
    if (ctx.plannedPaths.has(pathname)) {
      ctx.usedPlanned.add(pathname);
      continue;
    }
    if (isDistFile(pathname)) {
      if (fragment && !pathname.endsWith('.svg')) fail(found, 'fragment on a file that is not a page');
      else if (fragment && !idsInSvg(pathname).has(fragment))
        fail(found, `${pathname} has no element with id="${fragment}"`);
      continue;
    }
    fail(found, `${pathname} is neither a built page, a file in dist/, nor a planned route`);
  }

  for (const element of doc.querySelectorAll('[target]')) {
    if (attr(element, 'target') !== '_blank') continue;
    const rel = (attr(element, 'rel') ?? '').toLowerCase().split(/\s+/);
    if (!rel.includes('noopener')) {
      failures.push(
        `${pagePath}: <${element.tagName} href="${attr(element, 'href') ?? ''}" target="_blank"> — rel must contain noopener (has "${attr(element, 'rel') ?? ''}")`,
      );
    }
  }
  return failures;
}

let table: RouteTable;
let pages: BuiltPage[];
let ctx: LinkContext;

beforeAll(async () => {
  table = await loadRoutes();
  pages = await builtPages();
  ctx = {
    origin: await siteOrigin(),
    builtIds: new Map(pages.map((p) => [p.route.path, idsOf(parseHtml(p.html))])),
    plannedPaths: new Set(table.planned.map((r) => r.path)),
    usedPlanned: new Set(),
  };
});

describe('links, images and anchors on every built page resolve', () => {
  it('the accept-list for pages not built yet is exactly the planned routes of the table', () => {
    const built = new Set(table.built.map((r) => r.path));
    expect([...ctx.plannedPaths].sort()).toEqual(
      table.routes
        .filter((r) => r.status === 'planned')
        .map((r) => r.path)
        .sort(),
    );
    expect(
      [...ctx.plannedPaths].filter((p) => built.has(p)),
      'paths both planned and built',
    ).toEqual([]);
  });

  it('the checker catches a typo in a path, a missing anchor, a missing file and an unsafe new-tab link', () => {
    const probe = {
      ...ctx,
      usedPlanned: new Set<string>(),
    };
    const [somePlanned] = ctx.plannedPaths;
    const html = `<!doctype html><html lang="hr"><head><title>t</title></head><body><main id="main">
      <a href="/no-such-route-typo">typo</a>
      <a href="#missing-anchor">anchor</a>
      <img src="/images/missing-file.webp" alt="">
      <a href="https://example.org/" target="_blank" rel="external">ext</a>
      <a href="mailto:info at example">mail</a><a href="tel:+387 61 000 000">tel</a>
      <a href="${somePlanned ?? '/'}">planned</a><a href="#main">ok</a>
      </main></body></html>`;
    const failures = checkPage('/probe', html, probe);
    expect(failures).toEqual([
      expect.stringContaining('/no-such-route-typo is neither a built page'),
      expect.stringContaining('no element with id="missing-anchor"'),
      expect.stringContaining('/images/missing-file.webp is neither'),
      expect.stringContaining('mailto'),
      expect.stringContaining('tel'),
      expect.stringContaining('rel must contain noopener'),
    ]);
  });

  it('every internal href/src/srcset, every #anchor, every target=_blank, every mailto:/tel: on every page', () => {
    const failures = pages.flatMap((page) => checkPage(page.route.path, page.html, ctx));
    expect(failures).toEqual([]);
  });

  it('every page links to other pages (so the checks above had links to check)', () => {
    const problems: string[] = [];
    for (const page of pages) {
      if (parseHtml(page.html).querySelectorAll('a[href]').length === 0)
        problems.push(`${page.route.path}: no links at all`);
    }
    expect(problems).toEqual([]);
  });
});
