import type { Content } from '../content';
import { planned, type Route } from '../route';

/** /contact and /installation: reaching us and setting up a device. */
export function supportRoutes(_content: Content): Route[] {
  return [planned('/installation', 'Instalacija', 'hr', { pageClass: 'page-installation' }), planned('/contact', 'Kontakt')];
}
