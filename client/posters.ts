/**
 * A poster that fails to load (image host down, poster removed) gives way to the local placeholder named in
 * its `data-poster-fallback`. A script, not an inline onerror attribute, which the Content-Security-Policy forbids.
 */
function showPlaceholder(img: HTMLImageElement): void {
  const fallback = img.dataset.posterFallback;
  // Once only: a missing placeholder must not loop.
  if (!fallback || img.dataset.posterFailed !== undefined || img.getAttribute('src') === fallback) return;
  img.dataset.posterFailed = '';
  img.src = fallback;
  img.closest('.movie-card')?.classList.add('movie-card--no-poster');
}

// Error events do not bubble: listen in the capture phase for every poster, lazy ones included.
document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement && event.target.dataset.posterFallback) showPlaceholder(event.target);
  },
  true,
);

// Posters that failed before this script ran.
document.querySelectorAll<HTMLImageElement>('img[data-poster-fallback]').forEach((img) => {
  if (img.complete && img.naturalWidth === 0) showPlaceholder(img);
});
