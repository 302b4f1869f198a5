import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { markupClasses, PageStyles, selectorClasses, STYLESHEET_SLOT } from '../../../build/render/page-styles';
import { ShellParts } from '../../../build/render/render';

describe('page stylesheets', () => {
  it('reads what classes each selector needs, leaving out :not() arguments, state classes and keyframe steps', () => {
    const css =
      '.plan,.plan-grid>li{a:b}.rating .icon{a:b}html:not(.js) .catalogue-more{a:b}.tagline.is-active{a:b}' +
      '.field [aria-invalid=true]{a:b}@media (min-width:40.5em){.country-table td{a:b}}@keyframes pulse{to{a:b}}';
    expect(selectorClasses(css)).toEqual([
      ['plan'],
      ['plan-grid'],
      ['rating', 'icon'],
      ['catalogue-more'],
      ['tagline'],
      ['field'],
      ['country-table'],
    ]);
  });

  it('finds every class of the markup, not text that looks like one (React escapes its quotes)', () => {
    expect([...markupClasses('<div class="a b"><p class="c">x class=&quot;d&quot;</p><i class=""></i></div>')]).toEqual(
      ['a', 'b', 'c'],
    );
  });

  const styles = new PageStyles({
    site: '.btn{a:b}',
    areas: [
      { name: 'sales', css: '.plan{a:b}.rating .icon{a:b}', selectors: [['plan'], ['rating', 'icon']] },
      { name: 'blog', css: '.post-body{a:b}', selectors: [['post-body']] },
    ],
  });

  it('gives a page the site stylesheet and the area stylesheets its markup can match, in cascade order', () => {
    const stylesheetOf = (html: string) => styles.for(markupClasses(html));
    expect(stylesheetOf('<main class="btn"><p class="icon"></p></main>')).toBe('.btn{a:b}');
    expect(stylesheetOf('<div class="post-body"></div><div class="rating"><i class="icon"></i></div>')).toBe(
      '.btn{a:b}.plan{a:b}.rating .icon{a:b}.post-body{a:b}',
    );
    expect(stylesheetOf('<div class="post-body"></div>')).toBe('.btn{a:b}.post-body{a:b}');
  });

  it('assembles a page: its shell parts spliced in, the stylesheet in the slot chosen by the classes of both', () => {
    const shell = new ShellParts();
    const page = (body: string) =>
      renderToStaticMarkup(
        createElement(
          'html',
          null,
          createElement('head', null, createElement('style', { dangerouslySetInnerHTML: { __html: STYLESHEET_SLOT } })),
          createElement(
            'body',
            null,
            shell.place(
              'footer',
              createElement('footer', { className: 'rating' }, createElement('i', { className: 'icon' })),
            ),
            createElement('main', { dangerouslySetInnerHTML: { __html: body } }),
          ),
        ),
      );
    expect(shell.assemble(page('<p class="post-body">x</p>'), styles)).toBe(
      '<html><head><style>.btn{a:b}.plan{a:b}.rating .icon{a:b}.post-body{a:b}</style></head><body><footer class="rating"><i class="icon"></i></footer><main><p class="post-body">x</p></main></body></html>',
    );
  });
});
