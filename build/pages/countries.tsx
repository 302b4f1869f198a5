import type { Content } from '../content';
import { planned, type Route } from '../route';

/** The 18 country landing pages, one per entry of the Countries menu. */
export function countryRoutes(content: Content): Route[] {
  return content.countries.map((country) => planned(country.path, country.name, country.lang));
}
