import type { Site } from './content/schemas/site';
import type { Lang } from './content/schemas/shared';
import { phoneDigits } from '../templates/links';

/** One schema.org node as JSON-LD; the builders below are the only place that knows the vocabulary. */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export function organization(site: Site): JsonLd {
  const sameAs = site.social.map((s) => s.url).filter((url) => url !== '');
  const telephone = `+${phoneDigits(site.contact.phone)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand.name,
    url: `${site.origin}/`,
    logo: `${site.origin}/logo.png`,
    email: site.contact.email,
    telephone,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: site.contact.email, telephone },
    ...(sameAs.length > 0 && { sameAs }),
  };
}

export function webPage(site: Site, page: { path: string; title: string; description: string; lang: Lang }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: `${site.origin}${page.path}`,
    inLanguage: page.lang,
    isPartOf: { '@type': 'WebSite', name: site.brand.name, url: `${site.origin}/` },
  };
}
