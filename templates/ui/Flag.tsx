import type { CountryItem } from '../../shared/content/countries';
import { flagViewId, useSpriteHref } from './sprite';

/**
 * A decorative country flag, an image of its view in the sprite; the country's name is always written beside it.
 * An image in a box rather than an inline SVG: the browser sorts each inline SVG's drawing into layers again on every
 * frame (the footer's 18 flags are on screen under a short catalogue search, so on every keystroke), and it clips a
 * rounded image the same way; so the box draws the rounded ring and the sprite rounds the flag's corners.
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
