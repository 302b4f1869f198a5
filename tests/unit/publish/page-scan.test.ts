import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, ownInlineCode } from '../../../build/publish/host';
import {
  inlineAttributes,
  inlineCode,
  scanPage,
  scanSplicedPage,
  type Splice,
  splicedPage,
} from '../../../build/publish/page-scan';
import { STYLESHEET_SLOT } from '../../../build/render/page-styles';
import type { AssetManifest } from '../../../shared/manifest';
import type { OutputMap } from '../../../build/publish/output';
import type { Route } from '../../../shared/route';
import { THEME_SCRIPT } from '../../../templates/themeScript';
import { sha256Source } from '../../support/csp';

const assets: AssetManifest = {
  stylesheets: {
    site: 'body{margin:0}',
    areas: [
      { name: 'blog', css: '.post{color:red}', selectors: [['post']] },
      { name: 'catalogue', css: '.cat{color:blue}', selectors: [['cat']] },
    ],
    combinedHref: '/assets/styles.css',
  },
  siteScript: 'console.log("site")',
  scriptBundles: {},
  scripts: {},
};
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head><script>${THEME_SCRIPT}</script>${head}</head><body>${body}<script type="module">${assets.siteScript}</script></body></html>`;
const routes = [
  { path: '/about', status: 'built' },
  { path: '/blog/post', status: 'built' },
] as unknown as Route[];
const policy = (files: Record<string, string>) =>
  contentSecurityPolicy(new Map(Object.entries(files)) as OutputMap, routes, ownInlineCode(assets), {});

describe('the CSP trusts only the inline code the project ships', () => {
  it('hashes the theme and site scripts and each stylesheet combination the pages use, from their sources', () => {
    const csp = policy({
      'about.html': page('<style>body{margin:0}</style>'),
      'blog/post.html': page('<style>body{margin:0}.post{color:red}.cat{color:blue}</style>'),
    });
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${name} `))!
        .split(' ')
        .slice(1);
    expect(directive('script-src').sort()).toEqual(
      ["'self'", sha256Source(THEME_SCRIPT), sha256Source(assets.siteScript)].sort(),
    );
    expect(directive('style-src').sort()).toEqual(
      ["'self'", sha256Source('body{margin:0}'), sha256Source('body{margin:0}.post{color:red}.cat{color:blue}')].sort(),
    );
  });

  it.each([
    [
      'an inline script',
      page('<style>body{margin:0}</style>', '<script>alert(1)</script>'),
      '/about: inline script "alert(1)"',
    ],
    [
      'an upper-case SCRIPT element',
      page('<style>body{margin:0}</style>', '<SCRIPT>alert(1)</SCRIPT>'),
      '/about: inline script "alert(1)"',
    ],
    [
      'a style element',
      page('<style>body{margin:0}</style>', '<style>p{color:red}</style>'),
      '/about: inline style "p{color:red}"',
    ],
    [
      'a stylesheet out of its order',
      page('<style>body{margin:0}.cat{color:blue}.post{color:red}</style>'),
      '/about: inline style',
    ],
    [
      'an event handler',
      page('<style>body{margin:0}</style>', '<img src=x onerror=alert(1)>'),
      '/about: onerror on <img>',
    ],
    ['a style attribute', page('<style>body{margin:0}</style>', '<p style="color:red">x</p>'), '/about: style on <p>'],
    [
      'a javascript: link',
      page('<style>body{margin:0}</style>', '<a href=" javascript:alert(1)">x</a>'),
      '/about: javascript: URL in href of <a>',
    ],
  ])('stops the build on %s, naming the route', (_what, html, problem) => {
    expect(() => policy({ 'about.html': html, 'blog/post.html': page('<style>body{margin:0}</style>') })).toThrow(
      problem,
    );
  });

  it('reads tags, not text: an attribute value or a script that mentions a handler is no handler', () => {
    expect(
      inlineAttributes(
        '<p title="x onclick=y" class="a>b">t</p><script>var s="<img onerror=1>"</script><!-- <b onclick=x> -->',
      ),
    ).toEqual([]);
    expect(inlineAttributes('<p class="a>b" onmouseover="x"><svg><rect onload="y"/></svg>')).toEqual([
      'onload on <rect>',
      'onmouseover on <p>',
    ]);
  });

  it('finds script and style elements in any letter case, and leaves JSON data blocks out', () => {
    expect(
      inlineCode(
        '<SCRIPT>a</SCRIPT ><script/x>b</script><scripts>no</scripts><script src="/x.js"></script><script type="application/ld+json">{}</script><Style>p{}</STYLE>',
      ),
    ).toEqual({
      scripts: ['a', 'b'],
      styles: ['p{}'],
    });
  });
});

describe('reading tags as a browser does', () => {
  it('a page cut off inside a tag gives no code from that tag', () => {
    expect(inlineCode('<script>a</script><script src')).toEqual({ scripts: ['a'], styles: [] });
    expect(inlineAttributes('<p onclick=x')).toEqual(['onclick on <p>']);
  });

  it('a comment hides the tags in it, up to its end or, unclosed, to the end of the page', () => {
    expect(inlineAttributes('<!-- uvod --><img src=x onerror=alert(1)>')).toEqual(['onerror on <img>']);
    expect(inlineAttributes('<p>x</p><!-- <img onerror=alert(1)>')).toEqual([]);
  });

  it('script and style bodies are skipped, to their end or, unclosed, to the end of the page', () => {
    expect(inlineAttributes('<style>/* <p onclick=x> */</style><p style="a">')).toEqual(['style on <p>']);
    expect(inlineAttributes('<p style="x"></p><script>var a = "<b onclick=1>"')).toEqual(['style on <p>']);
  });

  it('a tag name is not an attribute, and text after a tag is text', () => {
    expect(inlineAttributes('<button>Pošalji</button><p style="color:red">x</p>')).toEqual(['style on <p>']);
    expect(inlineAttributes('<p class="x" >Kliknite: onclick=pokreni</p>')).toEqual([]);
  });

  it('a stray slash inside a tag does not hide the handler after it', () => {
    expect(inlineAttributes('<img src="a.png" / onerror=alert(1)>')).toEqual(['onerror on <img>']);
  });

  it('javascript: counts only as the start of a URL attribute', () => {
    expect(inlineAttributes('<a href="javascript:alert(1)">x</a>')).toEqual(['javascript: URL in href of <a>']);
    expect(
      inlineAttributes('<a href="/blog" title="javascript: kako ga isključiti">x</a><a href="/x?q=javascript:1">y</a>'),
    ).toEqual([]);
  });

  it('form targets: the origin of a web address wherever action sits in the tag', () => {
    expect(
      scanPage('<form method="post" action="https://x.example/send"></form><form action="http://127.0.0.1:4010/send">')
        .formTargets,
    ).toEqual(['http://127.0.0.1:4010', 'https://x.example']);
  });
});

describe('a page scanned piece by piece finds what the whole page holds', () => {
  // Pages are written and scanned as their own markup with the shared stylesheet and shell parts spliced
  // in (page-cache.ts): whatever sits in any piece, or across a piece's edge, the scan must be the same.
  const snippets = [
    'plain <b>text</b>',
    '<b onclick="x()">x</b>',
    '<i style="color:red">y</i>',
    "<script>alert('smuggled')</script>",
    '<script type="application/ld+json">{}</script>',
    '<style>p{color:red}</style>',
    '<form action="https://forms.example/send"></form>',
    '<a href="javascript:alert(1)">x</a>',
    '<script>unclosed',
    '<style>unclosed',
    '<form action="https://forms.example/',
    '</style><script>alert(2)</script><style>',
    '</script>',
    '<!-- unclosed',
    '<p title="x',
    '<p ',
  ];
  const own = (head: string, main: string) =>
    `<!DOCTYPE html><html><head><script>${THEME_SCRIPT}</script><style>${STYLESHEET_SLOT}</style>${head}</head>` +
    `<body><template data-shell-part="0"></template>` +
    `<main><div class="post-body">${main}</div></main><template data-shell-part="1"></template>` +
    `<script type="module">${assets.siteScript}</script></body></html>`;
  /** The splices renderPage would give: the stylesheet and the two parts, found in the markup. */
  function splicesOf(html: string, pieces: { css: string; parts: string[] }): Splice[] {
    const found: Splice[] = [];
    const stylesheetAt = html.indexOf(STYLESHEET_SLOT);
    found.push({ at: stylesheetAt, end: stylesheetAt + STYLESHEET_SLOT.length, markup: pieces.css, stylesheet: true });
    for (const match of html.matchAll(/<template data-shell-part="(\d)"><\/template>/g))
      found.push({ at: match.index, end: match.index + match[0].length, markup: pieces.parts[Number(match[1])]! });
    return found.sort((a, b) => a.at - b.at);
  }
  const clean = {
    head: '',
    main: '<p>x</p>',
    css: 'body{margin:0}',
    parts: ['<header class="site-header"><a href="/">Početna</a></header>', '<footer><p>©</p></footer>'],
  };
  const places: [string, (snippet: string) => typeof clean][] = [
    ['the head', (snippet) => ({ ...clean, head: snippet })],
    ['a post body', (snippet) => ({ ...clean, main: snippet })],
    ['a shell part', (snippet) => ({ ...clean, parts: [`<header>${snippet}</header>`, clean.parts[1]!] })],
    ['a bare shell part', (snippet) => ({ ...clean, parts: [clean.parts[0]!, snippet] })],
    ['the stylesheet', (snippet) => ({ ...clean, css: `p{color:red}${snippet}` })],
  ];
  it.each(places)('with any markup in %s', (_place, put) => {
    for (const snippet of snippets) {
      const pieces = put(snippet);
      const html = own(pieces.head, pieces.main);
      const splices = splicesOf(html, pieces);
      expect(scanSplicedPage(html, splices), snippet).toEqual(scanPage(splicedPage(html, splices)));
    }
  });
});

it('a stylesheet spliced anywhere but the whole body of a style element is scanned with the page', () => {
  const html = `<!DOCTYPE html><html><head></head><body><p ${STYLESHEET_SLOT}>x</p></body></html>`;
  const at = html.indexOf(STYLESHEET_SLOT);
  const splices: Splice[] = [{ at, end: at + STYLESHEET_SLOT.length, markup: 'onclick=x', stylesheet: true }];
  expect(scanSplicedPage(html, splices).inlineAttributes).toEqual(['onclick on <p>']);
});
