import { createHash } from 'node:crypto';

/** The CSP source for inline code as CSP Level 3 defines it: the base64 (not hex) SHA-256 of the UTF-8 text. */
export const sha256Source = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** Inline code a browser would run or apply, read with regular expressions rather than the build's own scanner. */
export function inlineBodies(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!) && !/type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , body]) => body!);
  return { scripts, styles: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body!) };
}
