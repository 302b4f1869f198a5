/** A stylesheet for one part of the site (pricing, blog, catalogue...): only pages it can style inline it. */
export interface AreaStylesheet {
  name: string;
  css: string;
  /** Per selector, the classes the markup must carry for it to match (page-styles.ts). */
  selectors: string[][];
}

/** The minified stylesheets a page's inlined <style> is made of (page-styles.ts). */
export interface Stylesheets {
  /** Tokens, base, components, layout and shared page parts: every page has them. */
  site: string;
  /** In cascade order, after the site stylesheet. */
  areas: AreaStylesheet[];
  /**
   * All of them in one content-hashed file, cached across pages, for pages that link it after their first screen: an
   * area a page does not get has no rule its markup can match, so the page looks the same with all of them.
   */
  combinedHref: string;
}

/** The bundled stylesheets and client scripts. */
export interface AssetManifest {
  stylesheets: Stylesheets;
  /** The behaviours every page has (theme, header, menu, dropdown, reveal), inlined at the end of <body>. */
  siteScript: string;
  /**
   * For pages that link their stylesheet: the site script and the page's behaviours as one content-hashed file, by
   * scriptBundleKey of the page's behaviours (its scripts wait for the stylesheet anyway).
   */
  scriptBundles: Record<string, string>;
  /** Content-hashed URLs of page behaviours by name (tabs, carousel, ...). */
  scripts: Record<string, string>;
}

export interface ImageVariant {
  width: number;
  height: number;
  avif: string;
  webp: string;
}

/** A source image from content/images/, encoded at every width up to its own, narrowest first. */
export interface ProcessedImage {
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** Keyed by the source file name, e.g. `team-1.svg`. */
export type ImageManifest = Record<string, ProcessedImage>;
