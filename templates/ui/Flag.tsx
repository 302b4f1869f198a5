import type { CountryItem } from '../../shared/content/countries';
import { flagViewId, useSpriteHref } from './sprite';

/**
 * A decorative country flag, an image of its view in the sprite; the country's name is always written beside it.
 * An image in a box rather than an inline SVG: the browser sorts every inline SVG's drawing into layers again on each
 * frame (the footer's 18 flags, under a short catalogue search, on every keystroke), and so a rounded image, which it
 * clips; the box draws the ring, the sprite rounds the corners.
 */
export function Flag({ code }: { code: CountryItem['flag'] }) {
  return (
    <span className="flag">
      {/* Lazy: flags sit in the footer, a closed menu and low on the home page; React would also preload any
          image not marked lazy (or low) from <head>. */}
      <img src={useSpriteHref(flagViewId(code))} alt="" width="24" height="16" loading="lazy" />
    </span>
  );
}
