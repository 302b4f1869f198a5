/**
 * Inline on the 404 page: logs the attempted path, and sends unknown blog posts (`/blog/<slug>`)
 * to the blog index, replacing the history entry (static hosts cannot redirect per request).
 */
export const NOT_FOUND_SCRIPT =
  "var p=location.pathname;console.error('404:',p);if(p.indexOf('/blog/')==0&&p!='/blog/')location.replace('/blog')";
