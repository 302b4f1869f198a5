import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  firstScreenStylesheet,
  markupClasses,
  PageStyles,
  selectorClasses,
  STYLESHEET_SLOT,
} from '../../../build/render/page-styles';
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
    combinedHref: '/assets/styles-1.css',
  });

  it('gives a page the site stylesheet and the area stylesheets its markup can match, in cascade order', () => {
    const stylesheetOf = (html: string) => styles.for(markupClasses(html));
    expect(stylesheetOf('<main class="btn"><p class="icon"></p></main>')).toBe('.btn{a:b}');
    expect(stylesheetOf('<div class="post-body"></div><div class="rating"><i class="icon"></i></div>')).toBe(
      '.btn{a:b}.plan{a:b}.rating .icon{a:b}.post-body{a:b}',
    );
    expect(stylesheetOf('<div class="post-body"></div>')).toBe('.btn{a:b}.post-body{a:b}');
  });

  /** A page as Document renders it: the stylesheet slot in <head>, this shell part, then <main> with this markup. */
  const pageWith = (part: ReturnType<ShellParts['place']>, main: string) =>
    renderToStaticMarkup(
      createElement(
        'html',
        null,
        createElement('head', null, createElement('style', { dangerouslySetInnerHTML: { __html: STYLESHEET_SLOT } })),
        createElement('body', null, part, createElement('main', { dangerouslySetInnerHTML: { __html: main } })),
      ),
    );

  it('assembles a page: its shell parts spliced in, the stylesheet in the slot chosen by the classes of both', () => {
    const shell = new ShellParts();
    const footer = shell.place(
      'footer',
      createElement('footer', { className: 'rating' }, createElement('i', { className: 'icon' })),
    );
    expect(shell.assemble(pageWith(footer, '<p class="post-body">x</p>'), styles)).toBe(
      '<html><head><style>.btn{a:b}.plan{a:b}.rating .icon{a:b}.post-body{a:b}</style></head><body><footer class="rating"><i class="icon"></i></footer><main><p class="post-body">x</p></main></body></html>',
    );
  });

  it('links the combined stylesheet after the first section of <main> and inlines the rules of what comes before it', () => {
    const site =
      ':root{--a:1}body{margin:0}.hero{a:b}.btn,.plan .btn{a:b}html.light .hero,.light .faq{a:b}' +
      '@media (min-width:900px){.hero{c:d}.faq{c:d}}@media print{.faq{e:f}}@keyframes pulse{to{opacity:0}}' +
      '.demo{a:b}.icon[data-x="a,.faq"]{content:"}{"}.faq{a:b}[role=tab]{a:b}[role=banner]:not([aria-x=y]){a:b}';
    const stylesheets = {
      site,
      areas: [{ name: 'sales', css: '.plan{a:b}.hero .plan-note{a:b}', selectors: [['plan'], ['hero', 'plan-note']] }],
      combinedHref: '/assets/styles-1.css',
    };
    const split = new PageStyles(stylesheets);
    const shell = new ShellParts();
    const html = pageWith(
      shell.place('header', createElement('header', { className: 'icon' })),
      '<section class="hero" role="banner"><section><a class="btn">x</a></section><dialog class="demo"></dialog></section>' +
        '<section class="faq"><p class="plan" role="tab">y</p></section>',
    );
    const page = shell.assemble(html, split, true);
    const inline =
      ':root{--a:1}body{margin:0}.hero{a:b}.btn{a:b}html.light .hero{a:b}@media (min-width:900px){.hero{c:d}}' +
      '@keyframes pulse{to{opacity:0}}.icon[data-x="a,.faq"]{content:"}{"}[role=banner]:not([aria-x=y]){a:b}';
    expect(page).toBe(
      `<html><head><style>${inline}</style></head><body><header class="icon"></header><main>` +
        '<section class="hero" role="banner"><section><a class="btn">x</a></section><dialog class="demo"></dialog></section>' +
        '<link rel="stylesheet" href="/assets/styles-1.css"/><section class="faq"><p class="plan" role="tab">y</p></section></main></body></html>',
    );
    expect(firstScreenStylesheet(stylesheets, page)).toBe(inline);
    expect(firstScreenStylesheet(stylesheets, shell.assemble(html, split))).toBeUndefined();
  });
});
