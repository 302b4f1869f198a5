import type { Content } from '../content';
import { planned, type Route } from '../route';

/** Home, /pricing and /standard: the pages a visitor buys from. */
export function salesRoutes(content: Content): Route[] {
  const { site } = content;
  return [planned('/', site.brand.name), planned('/pricing', 'Cijene'), planned('/standard', 'Standard paket')];
}
