import type { AreaStylesheet, Stylesheets } from '../../shared/manifest';

/** Where Document puts the page's stylesheet; filled once the page's markup shows which area stylesheets it needs. */
export const STYLESHEET_SLOT = '/*page stylesheet*/';

/** Pseudo-classes whose arguments need not be on the page for the rule to match (`html:not(.js) .x` needs only `.x`). */
const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g;
const ATTRIBUTE = /\[[^\]]*\]/g;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const KEYFRAME_STEP = /^(?:from|to|[\d.]+%)$/;

/**
 * For each selector of a minified stylesheet, the classes an element chain must carry for it to match. State classes
 * (`is-*`) are left out: scripts add them to elements whose other classes are already in the markup.
 */
export function selectorClasses(css: string): string[][] {
  const preludes = css.split('}').flatMap((block) => block.split('{').slice(0, -1));
  return preludes
    .filter((prelude) => !prelude.startsWith('@'))
    .flatMap((prelude) => prelude.replace(FUNCTIONAL_PSEUDO, '').replace(ATTRIBUTE, '').split(','))
    .map((selector) => selector.trim())
    .filter((selector) => selector !== '' && !KEYFRAME_STEP.test(selector))
    .map((selector) => [...selector.matchAll(CLASS)].map((m) => m[1]!).filter((name) => !name.startsWith('is-')));
}

const CLASS_ATTRIBUTE = / class="([^"]*)"/g;

/** Every class named in the markup's class attributes. */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of value!.split(' ')) if (name) classes.add(name);
  return classes;
}

/** The site stylesheet followed by these area stylesheets (in the stylesheets' order): what a page's <style> holds. */
export function pageStylesheet(stylesheets: Stylesheets, areas: readonly AreaStylesheet[]): string {
  return stylesheets.site + areas.map((area) => area.css).join('');
}

/**
 * The stylesheet each page inlines: the site stylesheet plus every area stylesheet with a rule the page's markup can
 * match, in cascade order. A blog post carries no pricing or catalogue rules, and the few combinations are built once.
 */
export class PageStyles {
  private readonly combined = new Map<string, string>();

  constructor(private readonly stylesheets: Stylesheets) {}

  /** The stylesheet for a page whose markup has these classes (markupClasses). */
  for(classes: ReadonlySet<string>): string {
    const areas = this.stylesheets.areas.filter((area) =>
      area.selectors.some((needs) => needs.every((name) => classes.has(name))),
    );
    const key = areas.map((area) => area.name).join();
    let css = this.combined.get(key);
    if (css === undefined) {
      css = pageStylesheet(this.stylesheets, areas);
      this.combined.set(key, css);
    }
    return css;
  }
}
