/**
 * How the catalogue matches a search term, shared by the browser search and the build (which counts
 * each country page's channels with the same query), so a linked count and the page it opens agree.
 * Pure: no DOM, no Node.
 */

/** Lower case without diacritics, so `cetvorka` finds `Četvorka` and `Arena Sport` finds `ARENA SPORT`. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();
}

/** Folding removes it, so no folded term holds it: a term matches within a channel's name or its category, never across both. */
const NAME_END = '\u0300';

/** A channel's folded name and category as one text, so a keystroke asks each channel one `includes`, not two. */
export function searchText(foldedName: string, foldedCategory: string): string {
  return foldedName + NAME_END + foldedCategory;
}

/** Whether a channel matches a term already passed through foldSearchText; an empty term matches all. */
export function matchesSearch(foldedTerm: string, channel: { name: string; category: string }): boolean {
  return searchText(foldSearchText(channel.name), foldSearchText(channel.category)).includes(foldedTerm);
}
