import type { CountryItem } from '../../shared/content/countries';

interface FlagProps {
  code: CountryItem['flag'];
  /** URL of each flag's picture by code (assets.flags). */
  flags: Record<string, string>;
}

/**
 * A decorative country flag; the country's name is always written beside it. A picture loaded when it nears the
 * screen, not a <use> of a sprite: each <use> of another file builds a shadow tree on every page load, even in a
 * closed menu, and the home page's 54 doubled the style work of a cold load (41 -> 81 ms).
 */
export function Flag({ code, flags }: FlagProps) {
  return <img className="flag" src={flags[code]} alt="" width="24" height="16" loading="lazy" decoding="async" />;
}
