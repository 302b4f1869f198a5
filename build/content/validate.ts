import type { z } from 'zod';
import { buildDay } from './build-day';
import { validateBlog, type PostCacheMemory } from './blog';
import { ContentError, ContentErrors, issuesToErrors, settleContent, type YamlSource } from './errors';
import { parseChannelSnapshot } from './channels';
import { markdownFolders, yamlFiles } from './files';
import { unsafeLinkErrors, validate } from './load';
import { markdownToHtml } from './markdown';
import { countryItem, validateCountryPages } from './countries';
import type { Content } from '../../shared/content/content';
import type { LegalPage } from '../../shared/content/legal';
import type { Home } from '../../shared/content/home';
import type { Plans } from '../../shared/content/plans';
import type { Standard } from '../../shared/content/standard';
import { planFacts } from '../../shared/plan-facts';
import { resolvePlanFacts } from './plan-placeholders';
import type { ContentSources, MarkdownSource } from './sources';

async function validateLegalPage({ slug, source, body, bodyLine }: MarkdownSource): Promise<LegalPage> {
  const [data] = await settleContent([
    () => validate(source, markdownFolders.legal.schema),
    () => {
      const unsafe = unsafeLinkErrors(source.file, bodyLine, body);
      if (unsafe.length > 0) throw new ContentErrors(unsafe);
    },
  ] as const);
  return { ...data, slug, html: markdownToHtml(body) };
}

/** Checks every source against its schema; all problems of all files are reported together. `day` is the build's day (see build-day.ts). */
export async function validateContent(
  { yaml, legal, countries, channels: channelsSource, blog }: ContentSources,
  posts?: PostCacheMemory,
  day = buildDay(),
): Promise<Content> {
  const [
    site,
    layout,
    about,
    channels,
    legalPages,
    catalogue,
    movies,
    contact,
    installation,
    [plans, home, standard],
    blogContent,
  ] = await settleContent([
    () => validate(yaml.site, yamlFiles.site.schema),
    () => validate(yaml.layout, yamlFiles.layout.schema),
    () => validate(yaml.about, yamlFiles.about.schema),
    () => parseChannelSnapshot(channelsSource),
    () => settleContent(legal.map((page) => () => validateLegalPage(page))),
    () => validate(yaml.catalogue, yamlFiles.catalogue.schema),
    () => validate(yaml.movies, yamlFiles.movies.schema),
    () => validate(yaml.contact, yamlFiles.contact.schema),
    () => validate(yaml.installation, yamlFiles.installation.schema),
    () => validateSalesContent(yaml),
    () => validateBlog(blog, yaml.blogPage, day, posts),
  ] as const);
  // Country paths name the brand slug, so they are checked once site.yaml is.
  const countryPages = await validateCountryPages(countries, site);
  return {
    site,
    layout,
    countries: countryPages.map(countryItem),
    countryPages,
    about,
    channels,
    legal: legalPages,
    catalogue,
    movies,
    contact,
    installation,
    plans,
    home,
    standard,
    blog: blogContent,
  };
}

/** Plans first, then the pages quoting them: `{standard.price12}` in copy becomes the price plans.yaml states. */
async function validateSalesContent(yaml: ContentSources['yaml']): Promise<readonly [Plans, Home, Standard]> {
  const plansData = validate(yaml.plans, yamlFiles.plans.schema);
  const facts = planFacts(plansData);
  // The order message's {tier}/{duration}/{price} name the chosen plan and are filled per button.
  const plans = resolvePlanFacts(plansData, yaml.plans, facts, ['orderMessage']);
  return settleContent([
    () => plans,
    () =>
      recheck(
        resolvePlanFacts(validate(yaml.home, yamlFiles.home.schema), yaml.home, facts),
        yaml.home,
        yamlFiles.home.schema,
      ),
    () =>
      recheck(
        resolvePlanFacts(validate(yaml.standard, yamlFiles.standard.schema), yaml.standard, facts),
        yaml.standard,
        yamlFiles.standard.schema,
      ),
  ] as const);
}

/** Checks copy again once its placeholders are filled: a price can push a title past its length limit. Uncompiled, as in validate(). */
function recheck<S extends z.ZodType>(data: z.output<S>, source: YamlSource, schema: S): z.output<S> {
  const result = schema.safeParse(data, { jitless: true });
  if (!result.success)
    throw new ContentErrors(
      issuesToErrors(source, result.error.issues).map(
        (e) => new ContentError(e.file, e.line, e.col, e.field, `${e.detail} (with plan facts filled in)`),
      ),
    );
  return result.data;
}
