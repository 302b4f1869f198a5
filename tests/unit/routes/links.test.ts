import { describe, expect, it } from 'vitest';
import { loadContentSources, validateContent } from '../../../build/content';
import { checkLayoutLinks } from '../../../build/routes/links';
import { buildRoutes } from '../../../build/routes/table';
import { lineOf } from '../../support/content-errors';
import { readProjectFile } from '../../support/project-file';

const sources = await loadContentSources();
const content = await validateContent(sources);

describe('header and footer links must be pages of the route table', () => {
  it('accepts the committed navigation and footer, including links to planned pages', () => {
    expect(() => checkLayoutLinks(content, sources, buildRoutes(content))).not.toThrow();
  });

  it('stops the build at the line of a header link to no page', () => {
    const navigation = content.site.navigation.map((item, i) => (i === 2 ? { ...item, path: '/instalacija' } : item));
    const broken = { ...content, site: { ...content.site, navigation } };
    expect(() => checkLayoutLinks(broken, sources, buildRoutes(broken))).toThrow(
      `content/site.yaml:${lineOf(readProjectFile('content/site.yaml'), 'path: /installation')}:11 navigation[2].path: /instalacija is not a page of the site`,
    );
  });

  it('stops the build at the line of a footer link to no page', () => {
    const [first, ...rest] = content.layout.footer.columns;
    const columns = [{ ...first!, links: [{ text: 'Cijene', path: '/cijene' }, ...first!.links.slice(1)] }, ...rest];
    const broken = { ...content, layout: { ...content.layout, footer: { ...content.layout.footer, columns } } };
    expect(() => checkLayoutLinks(broken, sources, buildRoutes(broken))).toThrow(
      `content/layout.yaml:${lineOf(readProjectFile('content/layout.yaml'), 'path: /channels-list')}:17 footer.columns[0].links[0].path: /cijene is not a page`,
    );
  });
});
