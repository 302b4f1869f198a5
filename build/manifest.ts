/** URLs of the bundled, content-hashed stylesheet and client scripts. */
export interface AssetManifest {
  css: string;
  /** `site` holds the behaviours every page has (theme, header, menu, dropdown, reveal); the others are page behaviours by name. */
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
