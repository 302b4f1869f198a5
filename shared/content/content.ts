import type { About } from './about';
import type { Blog } from './blog';
import type { Catalogue } from './catalogue';
import type { ChannelSnapshot } from './channels';
import type { Contact } from './contact';
import type { CountryItem, CountryPage } from './countries';
import type { Home } from './home';
import type { Installation } from './installation';
import type { Layout } from './layout';
import type { LegalPage } from './legal';
import type { MovieFilter } from './movies';
import type { Plans } from './plans';
import type { Site } from './site';
import type { Standard } from './standard';

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
  /** Which popular TMDB titles count as European (content/movies.yaml). */
  movies: MovieFilter;
  contact: Contact;
  installation: Installation;
  plans: Plans;
  home: Home;
  standard: Standard;
  catalogue: Catalogue;
  blog: Blog;
}
