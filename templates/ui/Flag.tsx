import type { CountryItem } from '../../shared/content/countries';

interface FlagProps {
  code: CountryItem['flag'];
  /** URL of the flag sprite (assets.flagSprite); one cached file serves every flag on every page. */
  sprite: string;
}

/** A decorative country flag from the SVG sprite; the country's name is always written beside it. */
export function Flag({ code, sprite }: FlagProps) {
  return (
    <svg className="flag" viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" focusable="false">
      <use href={`${sprite}#${code}`} />
    </svg>
  );
}
