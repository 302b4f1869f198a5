/**
 * Rotating taglines: [data-carousel] › [data-carousel-item]; the next one every 3 s, looping.
 * Stands still for visitors who ask for reduced motion, and pauses while pointer or focus is inside.
 */
const INTERVAL_MS = 3000;

function initCarousel(root: HTMLElement): void {
  const items = [...root.querySelectorAll<HTMLElement>('[data-carousel-item]')];
  if (items.length < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  let current = Math.max(
    0,
    items.findIndex((item) => item.classList.contains('is-active')),
  );
  let hovered = false;
  let focused = false;

  const show = (index: number) => {
    items.forEach((item, i) => {
      item.classList.toggle('is-active', i === index);
      item.setAttribute('aria-hidden', String(i !== index));
    });
    current = index;
  };

  setInterval(() => {
    if (!hovered && !focused && !document.hidden) show((current + 1) % items.length);
  }, INTERVAL_MS);
  root.addEventListener('mouseenter', () => (hovered = true));
  root.addEventListener('mouseleave', () => (hovered = false));
  root.addEventListener('focusin', () => (focused = true));
  root.addEventListener('focusout', (event) => (focused = root.contains(event.relatedTarget as Node | null)));
}

document.querySelectorAll<HTMLElement>('[data-carousel]').forEach(initCarousel);
