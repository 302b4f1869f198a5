import { createContext, useContext } from 'react';

/**
 * URL of the SVG sprite (assets.sprite) that draws every flag and icon. Document provides it, so the buttons, lists
 * and menus deep in a page need no prop for it.
 */
export const SpriteUrl = createContext<string | undefined>(undefined);

/** `sprite#id`; throws outside Document, where a missing sprite would leave every icon blank without a word. */
export function useSpriteHref(id: string): string {
  const sprite = useContext(SpriteUrl);
  if (sprite === undefined)
    throw new Error(`a flag or icon (#${id}) was rendered without the sprite's URL (SpriteUrl)`);
  return `${sprite}#${id}`;
}

/** The sprite's `<view>` that shows one flag as an image (build/assets/sprite.tsx draws it). */
export const flagViewId = (code: string) => `flag-${code}`;
