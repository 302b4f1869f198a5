import type { Content } from '../../shared/content/content';
import { emailjsOrigin } from '../../shared/origins';
import type { Route } from '../../shared/route';
import { breadcrumbList, faqPage, webPage } from './structured-data';
import { ContactPage } from '../../templates/pages/ContactPage';
import { InstallationPage } from '../../templates/pages/InstallationPage';

/** /contact and /installation: reaching us and setting up a device. */
export function supportRoutes(content: Content): Route[] {
  const { site, layout, contact, installation } = content;
  const lang = site.defaultLang;
  return [
    {
      status: 'built',
      path: '/installation',
      template: 'InstallationPage',
      ...installation.meta,
      lang,
      sitemap: true,
      pageClass: 'page-installation',
      scripts: ['tabs'],
      jsonLd: [
        webPage(site, { path: '/installation', ...installation.meta, lang }),
        breadcrumbList(site, installation.breadcrumb),
      ],
      render: () => <InstallationPage installation={installation} site={site} layout={layout} />,
    },
    {
      status: 'built',
      path: '/contact',
      template: 'ContactPage',
      ...contact.meta,
      lang,
      sitemap: true,
      scripts: ['contact'],
      jsonLd: [
        webPage(site, { path: '/contact', ...contact.meta, lang }),
        breadcrumbList(site, contact.breadcrumb),
        faqPage(contact.faq.items),
      ],
      // The origin is read when the route table is built, i.e. at build time (EMAILJS_ORIGIN).
      render: () => <ContactPage contact={contact} site={site} layout={layout} emailjsOrigin={emailjsOrigin()} />,
    },
  ];
}
