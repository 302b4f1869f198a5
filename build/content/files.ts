import { aboutSchema } from './schemas/about';
import { blogPostFrontMatterSchema, blogSchema } from './schemas/blog';
import { channelsSchema } from './schemas/channels';
import { countriesSchema } from './schemas/countries';
import { layoutSchema } from './schemas/layout';
import { legalFrontMatterSchema } from './schemas/legal';
import { siteSchema } from './schemas/site';

/** Every YAML content file and its schema; the loader validates against these and editors get them as JSON Schema. */
export const yamlFiles = {
  site: { file: 'content/site.yaml', schema: siteSchema },
  layout: { file: 'content/layout.yaml', schema: layoutSchema },
  countries: { file: 'content/countries.yaml', schema: countriesSchema },
  about: { file: 'content/pages/about.yaml', schema: aboutSchema },
  // Written by `npm run snapshot`, read like any other content.
  channels: { file: 'content/channels.yaml', schema: channelsSchema },
  blogPage: { file: 'content/pages/blog.yaml', schema: blogSchema },
} as const;

/** Front matter schemas of Markdown folders. */
export const markdownFolders = {
  legal: { folder: 'content/legal', schema: legalFrontMatterSchema },
  // A post's file name is its slug; the folder may be empty (the blog index then says a first post is coming).
  blog: { folder: 'content/blog', schema: blogPostFrontMatterSchema },
} as const;
