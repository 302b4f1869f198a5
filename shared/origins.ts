/** The outside origins the site talks to; the page code and the host's Content-Security-Policy read these same values. */

/** Hosts an `http://` origin may name: the local fakes tests start. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** A DNS name or IPv4 address: URL lets `;`, `'` and `,` through in a host, and each would end a CSP source list. */
const HOST_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/**
 * An origin from the environment, checked before it reaches the CSP or a request: `https://host[:port]`, or
 * `http://127.0.0.1[:port]` / `http://localhost[:port]` for tests. Anything else (a path, credentials, a `;` that
 * would add CSP directives) stops the build, naming the variable.
 */
export function envOrigin(name: string, fallback: string, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name];
  if (!value) return fallback;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const allowed =
    url &&
    HOST_NAME.test(url.hostname) &&
    (url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)));
  if (!url || !allowed || value.replace(/\/$/, '') !== url.origin) {
    throw new Error(
      `${name} must be an https:// origin such as ${fallback} (or http://127.0.0.1 or http://localhost, with a port, for tests), not ${JSON.stringify(value)}`,
    );
  }
  return url.origin;
}

/** EmailJS REST API, called from the contact form's script; tests point it at a local fake. */
export function emailjsOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return envOrigin('EMAILJS_ORIGIN', 'https://api.emailjs.com', env);
}

/** TMDB API, called by the build only (the key never reaches dist/). */
export function tmdbApiOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return envOrigin('TMDB_API_ORIGIN', 'https://api.themoviedb.org', env);
}

/** TMDB image host: posters are linked from it at width 500. */
export const MOVIE_IMAGE_ORIGIN = 'https://image.tmdb.org';

/** Privacy-enhanced YouTube embed for the demo video dialog. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
