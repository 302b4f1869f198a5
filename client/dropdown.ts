/**
 * Enhances <details data-dropdown>: the browser already opens it by click, touch, Enter and Space;
 * this closes it on Escape (focus back to its <summary>), on a click outside and when focus leaves it.
 */
export function initDropdowns(): void {
  const dropdowns = [...document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]')];
  if (dropdowns.length === 0) return;
  for (const details of dropdowns) {
    details.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
        // Handled: an enclosing menu must not close as well.
        e.stopPropagation();
      }
    });
    details.addEventListener('focusout', (e) => {
      const to = e.relatedTarget as Node | null;
      if (to && !details.contains(to)) details.open = false;
    });
  }
  document.addEventListener('click', (e) => {
    for (const details of dropdowns) {
      if (details.open && !details.contains(e.target as Node)) details.open = false;
    }
  });
}
