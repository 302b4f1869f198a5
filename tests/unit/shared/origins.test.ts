import { describe, expect, it } from 'vitest';
import { emailjsOrigin, tmdbApiOrigin } from '../../../shared/origins';

// These values are written into the Content-Security-Policy and used as request targets: only a bare origin may pass.
describe('EMAILJS_ORIGIN and TMDB_API_ORIGIN', () => {
  const readers = [
    ['EMAILJS_ORIGIN', emailjsOrigin, 'https://api.emailjs.com'],
    ['TMDB_API_ORIGIN', tmdbApiOrigin, 'https://api.themoviedb.org'],
  ] as const;

  it.each(readers)('%s defaults to the real service', (_name, read, real) => {
    expect(read({})).toBe(real);
  });

  it.each(readers)('%s takes an https:// origin, or a local http:// one for tests', (name, read) => {
    expect(read({ [name]: 'https://mail.example' })).toBe('https://mail.example');
    expect(read({ [name]: 'https://mail.example:8443/' })).toBe('https://mail.example:8443');
    expect(read({ [name]: 'http://127.0.0.1:41234' })).toBe('http://127.0.0.1:41234');
    expect(read({ [name]: 'http://localhost:3001' })).toBe('http://localhost:3001');
  });

  const hostile = [
    "x; script-src * 'unsafe-inline'",
    "https://api.emailjs.com; script-src * 'unsafe-inline'",
    'https://a.example;script-src',
    "https://a.example'",
    'https://a.example,b.example',
    'http://mail.example',
    'http://127.0.0.1.evil.example',
    'https://mail.example/path',
    'https://user:secret@mail.example',
    'https://mail.example?x=1',
    'javascript:alert(1)',
    'data:text/plain,x',
    '*',
    'https://*.example',
  ];
  it.each(readers.flatMap(([name, read]) => hostile.map((value) => [name, value, read] as const)))(
    '%s=%s stops the build, naming the variable',
    (name, value, read) => {
      expect(() => read({ [name]: value })).toThrow(new RegExp(`^${name} must be an https:// origin`));
    },
  );
});
