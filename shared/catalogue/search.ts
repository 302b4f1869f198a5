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

/** Whether a channel matches a term already passed through foldSearchText; an empty term matches all. */
export function matchesSearch(foldedTerm: string, channel: { name: string; category: string }): boolean {
  return matchesFolded(foldedTerm, foldSearchText(channel.name), foldSearchText(channel.category));
}

/** The same rule on a name and category folded in advance (the browser folds 30,000 names once, not per keystroke). */
export function matchesFolded(foldedTerm: string, foldedName: string, foldedCategory: string): boolean {
  return foldedTerm === '' || foldedName.includes(foldedTerm) || foldedCategory.includes(foldedTerm);
}
