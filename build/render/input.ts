import type { Content } from '../../shared/content/content';
import type { AssetManifest, ImageManifest } from '../../shared/manifest';
import type { MovieLists } from '../../shared/movies';

/** What every page's render reads besides its route; the page cache keys on it too. */
export interface RenderInput {
  content: Content;
  assets: AssetManifest;
  images: ImageManifest;
  movies: MovieLists;
  /** The footer year comes from the build, never from a template's clock. */
  year: number;
  /** URL of the channel data file the catalogue page fetches. */
  catalogueData: string;
  /** URL of the SVG sprite every page draws its flags and icons from. */
  sprite: string;
}
