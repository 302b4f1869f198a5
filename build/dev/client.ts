/**
 * Injected into pages only by `npm run dev` (never written to dist/): reloads the page after each rebuild
 * and shows a build error over the page, with the text the terminal shows, until the file is fixed.
 * Served as a file from our own origin, so the site's CSP (script-src 'self', connect-src 'self') allows it.
 */
export const DEV_CLIENT_PATH = '/__dev/client.js';
export const DEV_EVENTS_PATH = '/__dev/events';

export const DEV_CLIENT_SCRIPT = `
const events = new EventSource(${JSON.stringify(DEV_EVENTS_PATH)});
let overlay;
events.addEventListener('reload', () => location.reload());
events.addEventListener('build-error', (event) => {
  overlay?.remove();
  overlay = document.createElement('div');
  overlay.id = 'dev-build-error';
  overlay.setAttribute('role', 'alert');
  Object.assign(overlay.style, { position: 'fixed', inset: '0', zIndex: '2147483647', background: 'rgba(10,10,20,.94)', color: '#fff', padding: '2rem', overflow: 'auto', font: '15px/1.5 ui-monospace, monospace' });
  const title = document.createElement('strong');
  title.textContent = 'Build failed — the last good version of the site is still served. Fix the file and save.';
  Object.assign(title.style, { display: 'block', color: '#fca5a5', marginBottom: '1rem' });
  const text = document.createElement('pre');
  text.textContent = JSON.parse(event.data);
  Object.assign(text.style, { whiteSpace: 'pre-wrap', margin: '0' });
  overlay.append(title, text);
  document.body.append(overlay);
});
`;
