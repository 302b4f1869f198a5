import type { ContentSources } from '../content';
import type { Content } from '../../shared/content/content';
import { ContentErrors, errorAt } from '../content/errors';
import type { Route } from '../../shared/route';

/**
 * The header and footer link to pages by path; each must be a page in the route table (built or
 * planned), so a typo in content stops the build at its line instead of shipping a dead link.
 */
export function checkLayoutLinks(content: Content, sources: ContentSources, routes: readonly Route[]): void {
  const known = new Set(routes.map((r) => r.path));
  const links = [
    ...content.site.navigation.map((item, i) => ({
      source: sources.yaml.site,
      field: ['navigation', i, 'path'],
      path: item.path,
    })),
    ...content.layout.footer.columns.flatMap((column, c) =>
      column.links.map((link, l) => ({
        source: sources.yaml.layout,
        field: ['footer', 'columns', c, 'links', l, 'path'],
        path: link.path,
      })),
    ),
  ];
  const broken = links.filter((link) => !known.has(link.path.replace(/[?#].*$/, '')));
  if (broken.length > 0) {
    throw new ContentErrors(
      broken.map((link) =>
        errorAt(link.source, link.field, `${link.path} is not a page of the site (build/routes/table.tsx lists them)`),
      ),
    );
  }
}
