import { remark } from 'remark';
import remarkHtml from 'remark-html';
import { settleContent } from './errors';
import { markdownFolders, yamlFiles } from './files';
import { validate } from './load';
import type { About } from './schemas/about';
import type { ChannelSnapshot } from './schemas/channels';
import { countryItem, validateCountryPages } from './countries';
import type { CountryItem, CountryPage } from './schemas/countries';
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
  /** The Countries menu, in order: the dropdown, the footer and the home list read this. */
  countries: CountryItem[];
  /** The same pages with everything they show (content/countries/*.yaml), in menu order. */
  countryPages: CountryPage[];
  about: About;
  legal: LegalPage[];
  channels: ChannelSnapshot;
}

async function markdownToHtml(markdown: string): Promise<string> {
  return String(await remark().use(remarkHtml).process(markdown));
}

async function validateLegalPage({ slug, source, body }: MarkdownSource): Promise<LegalPage> {
  return { ...validate(source, markdownFolders.legal.schema), slug, html: await markdownToHtml(body) };
}

/** Checks every source against its schema; all problems of all files are reported together. */
export async function validateContent({ yaml, legal, countries }: ContentSources): Promise<Content> {
  const [site, layout, about, channels, legalPages] = await settleContent([
    () => validate(yaml.site, yamlFiles.site.schema),
    () => validate(yaml.layout, yamlFiles.layout.schema),
    () => validate(yaml.about, yamlFiles.about.schema),
    () => validate(yaml.channels, yamlFiles.channels.schema),
    () => settleContent(legal.map((page) => () => validateLegalPage(page))),
  ] as const);
  // Country paths name the brand slug, so they are checked once site.yaml is.
  const countryPages = await validateCountryPages(countries, site);
  return { site, layout, countries: countryPages.map(countryItem), countryPages, about, channels, legal: legalPages };
}
