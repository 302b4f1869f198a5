import type { Content } from '../content';
import { planned, type Route } from '../route';

/** The channel catalogue under both of its paths. */
export function catalogueRoutes(_content: Content): Route[] {
  return [
    planned('/lista-kanala', 'Lista kanala', 'hr', { pageClass: 'page-catalogue' }),
    planned('/channels-list', 'Lista kanala', 'hr', { pageClass: 'page-catalogue', canonicalPath: '/lista-kanala' }),
  ];
}
