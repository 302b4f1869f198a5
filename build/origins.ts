/** The outside origins the site talks to; the page code and the host's Content-Security-Policy read these same values. */

/** EmailJS REST API, called from the contact form's script; tests point it at a local fake. */
export function emailjsOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return env.EMAILJS_ORIGIN || 'https://api.emailjs.com';
}

/** TMDB API, called by the build only (the key never reaches dist/). */
export function tmdbApiOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return env.TMDB_API_ORIGIN || 'https://api.themoviedb.org';
}

/** TMDB image host: posters are linked from it at width 500. */
export const MOVIE_IMAGE_ORIGIN = 'https://image.tmdb.org';

/** Privacy-enhanced YouTube embed for the demo video dialog. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
