import { remark } from 'remark';
import remarkHtml from 'remark-html';
import { parseChannelSnapshot } from './channels';
import { settleContent } from './errors';
import { markdownFolders, yamlFiles } from './files';
import { validate } from './load';
import type { About } from './schemas/about';
import type { Catalogue } from './schemas/catalogue';
import type { ChannelSnapshot } from './schemas/channels';
import type { CountryItem } from './schemas/countries';
import type { Layout } from './schemas/layout';
import type { LegalFrontMatter } from './schemas/legal';
import type { Site } from './schemas/site';
import type { ContentSources, MarkdownSource } from './sources';

export interface LegalPage extends LegalFrontMatter {
  slug: string;
  /** The Markdown body as HTML (remark-html, sanitized). */
  html: string;
}

/** Everything the site shows, checked against its schemas and typed. */
export interface Content {
  site: Site;
  layout: Layout;
  countries: CountryItem[];
  about: About;
  legal: LegalPage[];
  channels: ChannelSnapshot;
  catalogue: Catalogue;
}

async function markdownToHtml(markdown: string): Promise<string> {
  return String(await remark().use(remarkHtml).process(markdown));
}

async function validateLegalPage({ slug, source, body }: MarkdownSource): Promise<LegalPage> {
  return { ...validate(source, markdownFolders.legal.schema), slug, html: await markdownToHtml(body) };
}

/** Resolves `{slug}` in country paths, so the German page follows the brand slug. */
function resolveCountryPaths(countries: CountryItem[], site: Site): CountryItem[] {
  return countries.map((c) => ({ ...c, path: c.path.replaceAll('{slug}', site.brand.slug) }));
}

/** Checks every source against its schema; all problems of all files are reported together. */
export async function validateContent({ yaml, legal, channels: channelsSource }: ContentSources): Promise<Content> {
  const [site, layout, countries, about, channels, legalPages, catalogue] = await settleContent([
    () => validate(yaml.site, yamlFiles.site.schema),
    () => validate(yaml.layout, yamlFiles.layout.schema),
    () => validate(yaml.countries, yamlFiles.countries.schema),
    () => validate(yaml.about, yamlFiles.about.schema),
    () => parseChannelSnapshot(channelsSource),
    () => settleContent(legal.map((page) => () => validateLegalPage(page))),
    () => validate(yaml.catalogue, yamlFiles.catalogue.schema),
  ] as const);
  return { site, layout, countries: resolveCountryPaths(countries, site), about, channels, legal: legalPages, catalogue };
}
