/** The bundled stylesheet and client scripts. */
export interface AssetManifest {
  /** The whole minified stylesheet, inlined in every page's <head>. */
  css: string;
  /** The behaviours every page has (theme, header, menu, dropdown, reveal), inlined at the end of <body>. */
  siteScript: string;
  /** URL of the SVG sprite of country flags (symbols by country code). */
  flagSprite: string;
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
