import type { Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, listen } from '../../../build/dev/static-server';

// The dev and test server is reachable on the machine: a crafted URL must not leave the site or its origin.
describe('the local static server (npm run dev, tests) with hostile request paths', () => {
  let root: string;
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'static-server-'));
    await mkdir(path.join(root, 'dist'));
    await mkdir(path.join(root, 'dist-secret'));
    await writeFile(path.join(root, 'dist', 'index.html'), '<p>home</p>');
    await writeFile(path.join(root, 'dist', 'about.html'), '<p>about</p>');
    await writeFile(path.join(root, 'dist', '404.html'), '<p>not found</p>');
    await writeFile(path.join(root, 'dist-secret', 'secret.txt'), 'secret');
    server = createSiteServer({ root: () => path.join(root, 'dist') });
    origin = await listen(server, 0);
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  const get = (requestPath: string) => fetch(origin + requestPath, { redirect: 'manual' });

  it.each(['/%2Fevil.example/', '/%2F%2Fevil.example/', '/%5Cevil.example/', '/%2Fevil.example/page.html'])(
    '%s redirects within the site, never to another host',
    async (requestPath) => {
      const response = await get(requestPath);
      expect(response.status).toBe(301);
      const location = response.headers.get('location')!;
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new URL(location, origin).origin).toBe(origin);
    },
  );

  it('a trailing slash still redirects to the clean URL, and a non-ASCII path to its encoded form', async () => {
    expect((await get('/about/')).headers.get('location')).toBe('/about');
    const accented = await get('/%C4%8Dlanak/');
    expect(accented.status).toBe(301);
    expect(accented.headers.get('location')).toBe('/%C4%8Dlanak');
  });

  it.each(['/..%2Fdist-secret%2Fsecret.txt', '/..%2F..%2Fdist-secret%2Fsecret.txt', '/%2E%2E/dist-secret/secret.txt'])(
    '%s serves nothing from a sibling folder',
    async (requestPath) => {
      const response = await get(requestPath);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret');
    },
  );

  it('a malformed percent-encoding is a 400 that tells nothing about the server', async () => {
    for (const requestPath of ['/%', '/%zz', '/%E0%A4%A']) {
      const response = await get(requestPath);
      expect(response.status, requestPath).toBe(400);
      expect(await response.text(), requestPath).not.toMatch(/URIError|Error|at /);
    }
  });

  it('still serves the site: pages by clean URL, 404.html for unknown paths', async () => {
    expect(await (await get('/about')).text()).toBe('<p>about</p>');
    const missing = await get('/nowhere');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<p>not found</p>');
  });
});
