import { SitemapStream, streamToPromise } from 'sitemap';
import type { OutputMap } from './output';
import type { Route } from '../../shared/route';

/** sitemap.xml lists exactly the built routes marked for it; robots.txt points crawlers at it. */
export async function writeSeoFiles(output: OutputMap, routes: readonly Route[], origin: string): Promise<void> {
  const stream = new SitemapStream({ hostname: origin });
  const listed = routes.filter((r) => r.status === 'built' && r.sitemap);
  for (const route of listed)
    stream.write({
      url: route.path,
      changefreq: 'weekly',
      priority: route.path === '/' ? 1 : 0.7,
      ...(route.lastmod && { lastmod: route.lastmod }),
    });
  stream.end();
  output.set('sitemap.xml', (await streamToPromise(stream)).toString());
  output.set('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
}
