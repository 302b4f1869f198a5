/** Theme switch: [data-theme-toggle] flips html.dark / html.light and stores it in localStorage `theme`. */
const COLORS = { dark: '#070b18', light: '#f5f6fb' } as const;

export function initTheme(): void {
  const root = document.documentElement;
  const meta = document.querySelector('meta[name="theme-color"]');
  const sync = () => meta?.setAttribute('content', COLORS[root.classList.contains('light') ? 'light' : 'dark']);
  sync();
  for (const button of document.querySelectorAll('[data-theme-toggle]')) {
    button.addEventListener('click', () => {
      const next = root.classList.contains('light') ? 'dark' : 'light';
      root.classList.remove('dark', 'light');
      root.classList.add(next);
      try {
        localStorage.theme = next;
      } catch {
        // Storage blocked: the choice lasts for this page only.
      }
      sync();
    });
  }
}
