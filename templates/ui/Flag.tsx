import type { CountryItem } from '../../shared/content/countries';
import { useSymbolHref } from './sprite';

/** A decorative country flag from the sprite; the country's name is always written beside it. */
export function Flag({ code }: { code: CountryItem['flag'] }) {
  return (
    <svg className="flag" viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" focusable="false">
      <use href={useSymbolHref(code)} />
    </svg>
  );
}
