import { aboutSchema } from './schemas/about';
import { catalogueSchema } from './schemas/catalogue';
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
  catalogue: { file: 'content/pages/catalogue.yaml', schema: catalogueSchema },
} as const;

/** Front matter schemas of Markdown folders. */
export const markdownFolders = {
  legal: { folder: 'content/legal', schema: legalFrontMatterSchema },
} as const;
