import { SitemapStream, streamToPromise } from 'sitemap';
import type { OutputMap } from './output';
import type { BuiltRoute, Route } from '../../shared/route';

/** The last sitemap a long-lived process (`npm run dev`) wrote, by what it lists: an edit that keeps every URL and date reuses it. */
export interface SitemapMemory {
  listed?: string;
  xml?: string;
}

async function sitemapXml(listed: readonly BuiltRoute[], origin: string): Promise<string> {
  const stream = new SitemapStream({ hostname: origin });
  for (const route of listed)
    stream.write({
      url: route.path,
      changefreq: 'weekly',
      priority: route.path === '/' ? 1 : 0.7,
      ...(route.lastmod && { lastmod: route.lastmod }),
    });
  stream.end();
  return (await streamToPromise(stream)).toString();
}

/** sitemap.xml lists exactly the built routes marked for it; robots.txt points crawlers at it. */
export async function writeSeoFiles(
  output: OutputMap,
  routes: readonly Route[],
  origin: string,
  memory?: SitemapMemory,
): Promise<void> {
  const listed = routes.filter((r): r is BuiltRoute => r.status === 'built' && r.sitemap === true);
  const key = memory && JSON.stringify([origin, listed.map((route) => [route.path, route.lastmod])]);
  let xml = memory?.listed === key ? memory?.xml : undefined;
  if (xml === undefined) {
    xml = await sitemapXml(listed, origin);
    if (memory) Object.assign(memory, { listed: key, xml });
  }
  output.set('sitemap.xml', xml);
  output.set('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
}
