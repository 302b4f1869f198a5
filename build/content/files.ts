import { aboutSchema } from '../../shared/content/about';
import { blogPostFrontMatterSchema, blogSchema } from '../../shared/content/blog';
import { catalogueSchema } from '../../shared/content/catalogue';
import { contactSchema } from '../../shared/content/contact';
import { installationSchema } from '../../shared/content/installation';
import { countryPageSchema } from '../../shared/content/countries';
import { layoutSchema } from '../../shared/content/layout';
import { moviesSchema } from '../../shared/content/movies';
import { legalFrontMatterSchema } from '../../shared/content/legal';
import { siteSchema } from '../../shared/content/site';
import { homeSchema } from '../../shared/content/home';
import { plansSchema } from '../../shared/content/plans';
import { standardSchema } from '../../shared/content/standard';

/** Every YAML content file and its schema; the loader validates against these and editors get them as JSON Schema. */
export const yamlFiles = {
  site: { file: 'content/site.yaml', schema: siteSchema },
  layout: { file: 'content/layout.yaml', schema: layoutSchema },
  about: { file: 'content/pages/about.yaml', schema: aboutSchema },
  catalogue: { file: 'content/pages/catalogue.yaml', schema: catalogueSchema },
  contact: { file: 'content/pages/contact.yaml', schema: contactSchema },
  installation: { file: 'content/pages/installation.yaml', schema: installationSchema },
  movies: { file: 'content/movies.yaml', schema: moviesSchema },
  plans: { file: 'content/plans.yaml', schema: plansSchema },
  home: { file: 'content/pages/home.yaml', schema: homeSchema },
  standard: { file: 'content/pages/standard.yaml', schema: standardSchema },
  blogPage: { file: 'content/pages/blog.yaml', schema: blogSchema },
} as const;

/** Front matter schemas of Markdown folders. */
export const markdownFolders = {
  legal: { folder: 'content/legal', schema: legalFrontMatterSchema },
  // A post's file name is its slug; the folder may be empty (the blog index then says a first post is coming).
  blog: { folder: 'content/blog', schema: blogPostFrontMatterSchema },
} as const;

/** Folders of YAML files, one file per item (file order does not matter; the items say their order). */
export const yamlFolders = {
  countries: { folder: 'content/countries', schema: countryPageSchema },
} as const;
