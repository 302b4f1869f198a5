import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type IconName, IconSymbols } from '../../templates/ui/Icon';

/** Where Document puts the page's icon symbols; filled once the page's markup shows which icons it draws. */
export const ICON_SPRITE_SLOT = '<!--page icons-->';

/** The symbols each page's sprite holds: only the icons the page draws, each distinct set rendered once. */
export class IconSprites {
  private readonly rendered = new Map<string, string>();

  for(names: Iterable<IconName>): string {
    const list = [...names];
    const key = list.join();
    let markup = this.rendered.get(key);
    if (markup === undefined) {
      markup = renderToStaticMarkup(createElement(IconSymbols, { names: list }));
      this.rendered.set(key, markup);
    }
    return markup;
  }
}
