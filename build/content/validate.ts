import { validateBlog, type Blog } from './blog';
import { settleContent } from './errors';
import { markdownFolders, yamlFiles } from './files';
import { validate } from './load';
import { markdownToHtml } from './markdown';
import type { About } from './schemas/about';
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
  blog: Blog;
}

async function validateLegalPage({ slug, source, body }: MarkdownSource): Promise<LegalPage> {
  return { ...validate(source, markdownFolders.legal.schema), slug, html: markdownToHtml(body) };
}

/** Resolves `{slug}` in country paths, so the German page follows the brand slug. */
function resolveCountryPaths(countries: CountryItem[], site: Site): CountryItem[] {
  return countries.map((c) => ({ ...c, path: c.path.replaceAll('{slug}', site.brand.slug) }));
}

/** Checks every source against its schema; all problems of all files are reported together. */
export async function validateContent({ yaml, legal, blog }: ContentSources): Promise<Content> {
  const [site, layout, countries, about, channels, legalPages, blogContent] = await settleContent([
    () => validate(yaml.site, yamlFiles.site.schema),
    () => validate(yaml.layout, yamlFiles.layout.schema),
    () => validate(yaml.countries, yamlFiles.countries.schema),
    () => validate(yaml.about, yamlFiles.about.schema),
    () => validate(yaml.channels, yamlFiles.channels.schema),
    () => settleContent(legal.map((page) => () => validateLegalPage(page))),
    () => validateBlog(blog, yaml.blogPage),
  ] as const);
  return { site, layout, countries: resolveCountryPaths(countries, site), about, channels, legal: legalPages, blog: blogContent };
}
