import type { Site } from '../../shared/content/site';
import type { Lang } from '../../shared/content/common';
import type { JsonLd } from '../../shared/route';
import { phoneDigits } from '../../templates/links';

// The builders below are the only place that knows the schema.org vocabulary.

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

/** FAQPage from the questions a page shows; answers are plain text. */
export function faqPage(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** BreadcrumbList matching the visible breadcrumb, from the home page down to the page itself. */
export function breadcrumbList(site: Site, crumbs: readonly { name: string; path?: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.path !== undefined && { item: `${site.origin}${crumb.path}` }),
    })),
  };
}

export interface ProductFacts {
  name: string;
  description: string;
  /** Page the offers are on. */
  path: string;
  currency: string;
  offers: readonly { name: string; price: number }[];
  rating?: { value: number; count: number };
}

/** Product with one Offer per plan and their price range as an AggregateOffer. */
export function product(site: Site, facts: ProductFacts): JsonLd {
  const prices = facts.offers.map((o) => o.price);
  const url = `${site.origin}${facts.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    description: facts.description,
    brand: { '@type': 'Brand', name: site.brand.name },
    image: `${site.origin}/og-image.png`,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: facts.currency,
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: facts.offers.length,
      offers: facts.offers.map((o) => ({
        '@type': 'Offer',
        name: o.name,
        price: o.price,
        priceCurrency: facts.currency,
        availability: 'https://schema.org/InStock',
        url,
      })),
    },
    ...(facts.rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: facts.rating.value,
        reviewCount: facts.rating.count,
        bestRating: 5,
      },
    }),
  };
}

export interface BlogPostingFacts {
  path: string;
  headline: string;
  description: string;
  author: string;
  /** Calendar dates from front matter. */
  published: Date;
  modified?: Date;
  keywords: readonly string[];
  section: string;
  lang: Lang;
}

/** BlogPosting for a post page; the publisher is the brand. */
export function blogPosting(site: Site, post: BlogPostingFacts): JsonLd {
  const url = `${site.origin}${post.path}`;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.headline,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: `${site.origin}/og-image.png`,
    datePublished: day(post.published),
    dateModified: day(post.modified ?? post.published),
    author:
      post.author === site.brand.name
        ? { '@type': 'Organization', name: post.author, url: `${site.origin}/` }
        : { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: site.brand.name,
      logo: { '@type': 'ImageObject', url: `${site.origin}/logo.png` },
    },
    articleSection: post.section,
    keywords: post.keywords.join(', '),
    inLanguage: post.lang,
  };
}
