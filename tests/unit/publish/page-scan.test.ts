import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, ownInlineCode } from '../../../build/publish/host';
import { cspHash, inlineAttributes, inlineCode } from '../../../build/publish/page-scan';
import type { AssetManifest } from '../../../shared/manifest';
import type { OutputMap } from '../../../build/publish/output';
import type { Route } from '../../../shared/route';
import { THEME_SCRIPT } from '../../../templates/themeScript';

const assets: AssetManifest = {
  stylesheets: {
    site: 'body{margin:0}',
    areas: [
      { name: 'blog', css: '.post{color:red}', selectors: [['post']] },
      { name: 'catalogue', css: '.cat{color:blue}', selectors: [['cat']] },
    ],
  },
  siteScript: 'console.log("site")',
  flagSprite: '/assets/flags.svg',
  scripts: {},
};
const own = ownInlineCode(assets);
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head><script>${THEME_SCRIPT}</script>${head}</head><body>${body}<script type="module">${assets.siteScript}</script></body></html>`;
const routes = [
  { path: '/about', status: 'built' },
  { path: '/blog/post', status: 'built' },
] as unknown as Route[];
const policy = (files: Record<string, string>) =>
  contentSecurityPolicy(new Map(Object.entries(files)) as OutputMap, routes, own, {});

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
      ["'self'", cspHash(THEME_SCRIPT), cspHash(assets.siteScript)].sort(),
    );
    expect(directive('style-src').sort()).toEqual(
      ["'self'", cspHash('body{margin:0}'), cspHash('body{margin:0}.post{color:red}.cat{color:blue}')].sort(),
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
