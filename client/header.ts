/** [data-header] gets `is-scrolled` once the page is scrolled more than 10 px. */
export function initHeader(): void {
  const header = document.querySelector('[data-header]');
  if (!header) return;
  let queued = false;
  const update = () => {
    queued = false;
    header.classList.toggle('is-scrolled', scrollY > 10);
  };
  addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
}
