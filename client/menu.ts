/**
 * Mobile slide-in menu. [data-menu-toggle] (aria-controls, aria-expanded, data-label-open/-close) opens
 * [data-menu] (class `is-open`) and [data-menu-backdrop]. Closes on Escape (focus back to the toggle),
 * backdrop click, any link click inside (route change), focus leaving, and when the page is restored.
 */
export function initMenu(): void {
  const toggle = document.querySelector<HTMLElement>('[data-menu-toggle]');
  const panel = document.querySelector<HTMLElement>('[data-menu]');
  if (!toggle || !panel) return;
  const backdrop = document.querySelector('[data-menu-backdrop]');
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';

  const set = (open: boolean) => {
    panel.classList.toggle('is-open', open);
    backdrop?.classList.toggle('is-open', open);
    document.documentElement.classList.toggle('menu-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    const label = open ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
    if (label) toggle.setAttribute('aria-label', label);
  };

  toggle.addEventListener('click', () => {
    set(!isOpen());
    if (isOpen()) panel.querySelector('a')?.focus();
  });
  backdrop?.addEventListener('click', () => set(false));
  panel.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a')) set(false);
  });
  panel.addEventListener('focusout', (e) => {
    const to = e.relatedTarget as Node | null;
    if (isOpen() && to && !panel.contains(to) && to !== toggle) set(false);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && isOpen()) {
      set(false);
      toggle.focus();
    }
  });
  addEventListener('pageshow', () => set(false));
}
