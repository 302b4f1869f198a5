import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { remark } from 'remark';
import remarkHtml from 'remark-html';
import { projectRoot } from '../paths';
import { ContentError, ContentErrors } from './errors';
import { loadMarkdown, loadYaml } from './load';
import { markdownFolders, yamlFiles } from './files';
import type { About } from './schemas/about';
import type { ChannelSnapshot } from './schemas/channels';
import type { CountryItem } from './schemas/countries';
import type { Layout } from './schemas/layout';
import type { LegalFrontMatter } from './schemas/legal';
import type { Site } from './schemas/site';

export interface LegalPage extends LegalFrontMatter {
  slug: string;
  /** The Markdown body as HTML (remark-html, sanitized). */
  html: string;
}

export interface Content {
  site: Site;
  layout: Layout;
  countries: CountryItem[];
  about: About;
  legal: LegalPage[];
  channels: ChannelSnapshot;
}

async function markdownToHtml(markdown: string): Promise<string> {
  return String(await remark().use(remarkHtml).process(markdown));
}

async function loadLegalPages(): Promise<LegalPage[]> {
  const { folder, schema } = markdownFolders.legal;
  const files = (await readdir(path.join(projectRoot, folder))).filter((f) => f.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (file) => {
      const { data, body } = await loadMarkdown(`${folder}/${file}`, schema);
      return { ...data, slug: file.replace(/\.md$/, ''), html: await markdownToHtml(body) };
    }),
  );
}

/** Resolves `{slug}` in country paths, so the German page follows the brand slug. */
function resolveCountryPaths(countries: CountryItem[], site: Site): CountryItem[] {
  return countries.map((c) => ({ ...c, path: c.path.replaceAll('{slug}', site.brand.slug) }));
}

/** Loads and validates every content file; reports all bad files at once rather than the first. */
export async function loadContent(): Promise<Content> {
  const results = await Promise.allSettled([
    loadYaml(yamlFiles.site.file, yamlFiles.site.schema),
    loadYaml(yamlFiles.layout.file, yamlFiles.layout.schema),
    loadYaml(yamlFiles.countries.file, yamlFiles.countries.schema),
    loadYaml(yamlFiles.about.file, yamlFiles.about.schema),
    loadYaml(yamlFiles.channels.file, yamlFiles.channels.schema),
    loadLegalPages(),
  ] as const);
  const errors = results.flatMap((r) => {
    if (r.status === 'fulfilled') return [];
    if (r.reason instanceof ContentErrors) return r.reason.errors;
    if (r.reason instanceof ContentError) return [r.reason];
    throw r.reason;
  });
  if (errors.length > 0) throw new ContentErrors(errors);
  const [site, layout, countries, about, channels, legal] = results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
    Site,
    Layout,
    CountryItem[],
    About,
    ChannelSnapshot,
    LegalPage[],
  ];
  return { site, layout, countries: resolveCountryPaths(countries, site), about, channels, legal };
}
