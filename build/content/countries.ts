import { errorAt, settleContent, ContentErrors, type YamlSource } from './errors';
import { yamlFolders } from './files';
import { validate } from './load';
import type { CountryItem, CountryPage } from '../../shared/content/countries';
import type { Site } from '../../shared/content/site';

/** Every country page of content/countries/, checked, in menu order, with `{slug}` resolved to the brand slug. */
export async function validateCountryPages(sources: readonly YamlSource[], site: Site): Promise<CountryPage[]> {
  const pages = await settleContent(sources.map((source) => () => validate(source, yamlFolders.countries.schema)));
  const resolved = pages.map((page) => ({ ...page, path: page.path.replaceAll('{slug}', site.brand.slug) }));
  // Two files claiming one path or one menu position: the later file (by name) is the one to fix.
  const errors = [duplicates(resolved, sources, 'path'), duplicates(resolved, sources, 'order')].flat();
  if (errors.length > 0) throw new ContentErrors(errors);
  return resolved.sort((a, b) => a.order - b.order);
}

function duplicates(pages: readonly CountryPage[], sources: readonly YamlSource[], field: 'path' | 'order') {
  const firstFile = new Map<string | number, string>();
  return pages.flatMap((page, i) => {
    const first = firstFile.get(page[field]);
    if (first === undefined) {
      firstFile.set(page[field], sources[i]!.file);
      return [];
    }
    return [errorAt(sources[i]!, [field], `${page[field]} is already used by ${first}`)];
  });
}

/** The menu entry of a page: what the Countries dropdown, the footer and the home list show. */
export function countryItem({ path, flag, name, description, lang }: CountryPage): CountryItem {
  return { path, flag, name, description, lang };
}
