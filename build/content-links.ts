import type { Content } from './content';
import { ContentErrors } from './content/errors';
import { yamlFiles } from './content/files';
import { contentErrorAt } from './content/load';
import type { Route } from './routes';

/**
 * The header and footer link to pages by path; each must be a page in the route table (built or
 * planned), so a typo in content stops the build at its line instead of shipping a dead link.
 */
export async function checkLayoutLinks(content: Content, routes: readonly Route[]): Promise<void> {
  const known = new Set(routes.map((r) => r.path));
  const links: { file: string; field: (string | number)[]; path: string }[] = [
    ...content.site.navigation.map((item, i) => ({ file: yamlFiles.site.file, field: ['navigation', i, 'path'], path: item.path })),
    ...content.layout.footer.columns.flatMap((column, c) =>
      column.links.map((link, l) => ({ file: yamlFiles.layout.file, field: ['footer', 'columns', c, 'links', l, 'path'], path: link.path })),
    ),
  ];
  const broken = links.filter((link) => !known.has(link.path.replace(/[?#].*$/, '')));
  if (broken.length === 0) return;
  throw new ContentErrors(
    await Promise.all(broken.map((link) => contentErrorAt(link.file, link.field, `${link.path} is not a page of the site (build/routes.tsx lists them)`))),
  );
}
