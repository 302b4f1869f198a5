/** [data-reveal] elements get `is-visible` once 10% of them is in view (CSS hides them only under html.js). */
export function initReveal(): void {
  const elements = document.querySelectorAll('[data-reveal]');
  if (elements.length === 0) return;
  if (!('IntersectionObserver' in window)) {
    for (const el of elements) el.classList.add('is-visible');
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) {
          entry.target.classList.add('is-visible');
          observer.unobserve(entry.target);
        }
      }
    },
    { threshold: 0.1 },
  );
  for (const el of elements) observer.observe(el);
}
