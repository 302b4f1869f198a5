import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPrice, perMonth } from '../../shared/plan-facts';
import { attr, parseHtml, type HtmlElement } from '../support/html';
import { builtPages, distDir, loadRoutes, siteOrigin } from '../support/site';

const pages = await builtPages();
const { content } = await loadRoutes();
const origin = await siteOrigin();
const { plans, home, standard } = content;

const htmlOf = (route: string) => {
  const found = pages.find((p) => p.route.path === route);
  if (!found) throw new Error(`no built page ${route}`);
  return found.html;
};
const text = (el: HtmlElement | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, any>,
  );
const ofType = (html: string, type: string) => jsonLdOf(html).filter((node) => node['@type'] === type);

/** Each plan card of a tab panel as a visitor reads it: duration, price, and the order link's prefilled text. */
function planCards(doc: HtmlElement, tier: string) {
  return doc.querySelectorAll(`#plans-panel-${tier} [data-plan]`).map((card) => {
    const order = card.querySelector('a.plan-order')!;
    const href = new URL(attr(order, 'href')!);
    return {
      duration: text(card.querySelector('.plan-duration')),
      price: text(card.querySelector('[data-price]')),
      orderHost: `${href.origin}${href.pathname}`,
      orderText: href.searchParams.get('text'),
    };
  });
}

describe('home page', () => {
  const html = htmlOf('/');
  const doc = parseHtml(html);

  it('shows the nine sections in the spec order, pricing at #pricing-section with #pricing as its alias', () => {
    const main = doc.querySelector('main')!;
    const sections = main.querySelectorAll('section').filter((s) => s.parent === main);
    const headings = sections.map((s) => text(s.querySelector('h1, h2')));
    expect(headings).toEqual([
      home.hero.heading,
      home.features.heading,
      home.sports.heading,
      home.pricing.heading,
      home.latestMovies.heading,
      home.platforms.heading,
      home.cta.heading,
      home.faq.heading,
      home.countries.heading,
    ]);
    expect(attr(sections[3]!, 'id')).toBe('pricing-section');
    expect(doc.querySelector('#pricing')).not.toBeNull();
  });

  it('hero: four taglines, Počni Odmah to the pricing, demo dialog without a frame until opened, share links, six rated titles, three cards', () => {
    expect(doc.querySelectorAll('[data-carousel-item]').map(text)).toEqual(home.hero.taglines);
    expect(
      doc
        .querySelectorAll('a')
        .find((a) => text(a) === 'Počni Odmah')
        ?.getAttributeValue('href'),
    ).toBe('#pricing-section');
    const demo = doc.querySelector('[data-dialog-open]')!;
    expect(text(demo)).toBe('Pogledaj Demo');
    const dialog = doc.querySelector(`dialog#${attr(demo, 'data-dialog-open')}`)!;
    expect(attr(dialog, 'data-video-src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
    );
    expect(dialog.querySelector('iframe')).toBeNull();
    const facebook = new URL(attr(doc.querySelector('a[data-share-popup]')!, 'href')!);
    expect([facebook.origin + facebook.pathname, facebook.searchParams.get('u')]).toEqual([
      'https://www.facebook.com/sharer/sharer.php',
      `${origin}/`,
    ]);
    const whatsappShare = doc
      .querySelectorAll('a')
      .map((a) => attr(a, 'href')!)
      .find((h) => h?.startsWith('https://api.whatsapp.com/send?text='));
    expect(new URL(whatsappShare!).searchParams.get('text')).toBe(
      `${home.meta.title}\n${home.hero.share.text}\n${origin}/`,
    );
    const ratings = doc
      .querySelectorAll('.featured-item .rating')
      .map((r) => Number(text(r).replace(home.hero.featured.ratingLabel, '')));
    expect(ratings).toHaveLength(6);
    expect(ratings.filter((r) => r < 4.2 || r > 4.9)).toEqual([]);
    expect(doc.querySelectorAll('.hero-cards > li')).toHaveLength(3);
  });

  it('six sports channels, each Subscribe scrolling to the pricing', () => {
    const buttons = doc.querySelectorAll('#sports li a');
    expect(buttons.map((a) => [text(a), attr(a, 'href')])).toEqual(
      Array(6).fill([home.sports.subscribe, '#pricing-section']),
    );
  });

  it('both plan sets are in the HTML (readable without JavaScript), Standard selected first', () => {
    const tabs = doc.querySelectorAll('#pricing-section [role="tab"]');
    expect(tabs.map((t) => [text(t), attr(t, 'aria-selected')])).toEqual([
      ['Standard', 'true'],
      ['Premium', 'false'],
    ]);
    expect(planCards(doc, 'standard').map((c) => c.price)).toEqual(['9,99 €', '24,99 €', '44,99 €', '59,99 €']);
    expect(planCards(doc, 'premium').map((c) => c.price)).toEqual(['14,99 €', '39,99 €', '59,99 €', '83,99 €']);
  });

  it('each order button opens the WhatsApp chat with its plan, duration and price prefilled', () => {
    for (const tier of ['standard', 'premium'] as const) {
      for (const card of planCards(doc, tier)) {
        expect(card.orderHost).toBe('https://wa.me/38761000000');
        expect(card.orderText).toContain(`${plans.tiers[tier].name} paket`);
        expect(card.orderText).toContain(card.duration);
        expect(card.orderText).toContain(card.price);
      }
    }
  });

  it('12-month plans are marked popular with the Najbolja vrijednost note; the comparison shows ticks and crosses with labels', () => {
    const popular = doc
      .querySelectorAll('.plan--popular')
      .map((card) => [text(card.querySelector('.plan-duration')), text(card.querySelector('.plan-note'))]);
    expect(popular).toEqual([
      ['12 mjeseci', 'Najbolja vrijednost'],
      ['12 mjeseci', 'Najbolja vrijednost'],
    ]);
    const rows = doc.querySelectorAll('#pricing-section .comparison tbody tr');
    expect(rows).toHaveLength(plans.comparison.length);
    const fourK = rows.find((r) => text(r.querySelector('th')).startsWith('4K'))!;
    expect(fourK.querySelectorAll('td svg').map((svg) => attr(svg, 'aria-label'))).toEqual([
      'Nije uključeno',
      'Uključeno',
    ]);
    expect(doc.querySelector('#pricing-section .plan-faq--small details')).not.toBeNull();
  });

  it('FAQ: exclusive <details> of one group; the country list links the 18 country pages', () => {
    const names = doc.querySelectorAll('#faq details').map((d) => attr(d, 'name'));
    expect(names).toHaveLength(home.faq.items.length);
    expect(new Set(names).size).toBe(1);
    expect(doc.querySelectorAll('#countries a').map((a) => attr(a, 'href'))).toEqual(
      content.countries.map((c) => c.path),
    );
  });

  it('structured data: Product with every plan as an offer, price range and rating; Organization; FAQPage; WebPage', () => {
    const [productNode] = ofType(html, 'Product');
    expect(productNode).toMatchObject({
      name: home.product.name,
      offers: { '@type': 'AggregateOffer', priceCurrency: 'EUR', lowPrice: 9.99, highPrice: 83.99, offerCount: 8 },
      aggregateRating: { ratingValue: 4.8, reviewCount: 1250 },
    });
    for (const offer of productNode!.offers.offers)
      expect(offer).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'EUR',
        price: expect.any(Number),
        availability: 'https://schema.org/InStock',
      });
    expect(ofType(html, 'Organization')[0]).toMatchObject({ name: 'BalkanStream', url: `${origin}/` });
    const [faq] = ofType(html, 'FAQPage');
    expect(faq!.mainEntity.length).toBe(home.pricing.faq.items.length + home.faq.items.length);
    for (const q of faq!.mainEntity)
      expect(q).toMatchObject({
        '@type': 'Question',
        name: expect.any(String),
        acceptedAnswer: { '@type': 'Answer', text: expect.any(String) },
      });
  });

  it('FAQ answers state counts and prices from plans.yaml, never an unfilled placeholder', () => {
    expect(html).not.toMatch(/\{(standard|premium|price)[A-Za-z0-9.]*\}/);
    const devices = home.pricing.faq.items.find((i) => i.question.includes('uređaj'))!;
    expect(devices.answer).toContain(`${plans.tiers.premium.devices} uređaj`);
  });
});

describe('/pricing', () => {
  const html = htmlOf('/pricing');
  const doc = parseHtml(html);

  it('is the pricing section with both plan sets, comparison and FAQ, canonical to the home section, not in the sitemap', () => {
    expect(planCards(doc, 'standard')).toHaveLength(4);
    expect(planCards(doc, 'premium')).toHaveLength(4);
    expect(doc.querySelector('.comparison')).not.toBeNull();
    expect(attr(doc.querySelector('.plan-faq')!, 'class')).toBe('plan-faq');
    expect(doc.querySelectorAll('.plan-faq details')).toHaveLength(home.pricing.faq.items.length);
    expect(html).toContain(`<link rel="canonical" href="${origin}/#pricing-section"/>`);
    const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/pricing<');
    expect(sitemap).toContain(`<loc>${origin}/</loc>`);
    expect(ofType(html, 'FAQPage')).toHaveLength(1);
  });
});

describe('/standard', () => {
  const html = htmlOf('/standard');
  const doc = parseHtml(html);

  it('shows the yearly prices with their monthly equivalents derived from plans.yaml', () => {
    const cards = doc
      .querySelectorAll('#comparison .plan')
      .map((card) => [text(card.querySelector('[data-price]')), text(card.querySelector('.plan-month'))]);
    // plans.yaml: Standard 59.99 and Premium 83.99 a year.
    expect(cards).toEqual([
      ['59,99 € godišnje', '5,00 € mjesečno'],
      ['83,99 € godišnje', '7,00 € mjesečno'],
    ]);
    expect(doc.querySelectorAll('#comparison .comparison tbody tr')).toHaveLength(plans.comparison.length);
  });

  it('states the prices from plans.yaml in its title, description and FAQ, never a placeholder', () => {
    expect(text(doc.querySelector('title'))).toBe('Standard paket – BalkanStream IPTV za 59,99 € godišnje');
    expect(attr(doc.querySelector('meta[name="description"]')!, 'content')).toBe(
      'Standard paket 10.000+ kanala u HD kvaliteti za 59,99 € godišnje (5,00 € mjesečno). Usporedba sa Premium paketom.',
    );
    const answers = doc.querySelectorAll('#faq details').map((d) => text(d.querySelector('.accordion-panel')));
    expect(answers).toContain(
      'Godišnja pretplata stoji 59,99 €, odnosno 5,00 € mjesečno. Mjesečna pretplata stoji 9,99 €.',
    );
    expect(answers).toContain(
      'Premium nudi 25.000+ kanala, 4K kvalitetu i prioritetnu podršku uz godišnju pretplatu, za 83,99 € godišnje (7,00 € mjesečno).',
    );
    expect(html).not.toMatch(/\{[A-Za-z0-9.]+\}/);
  });

  it('each yearly card orders its own plan: the WhatsApp text names its tier, 12 months and its price', () => {
    const orders = doc
      .querySelectorAll('#comparison .plan a.plan-order')
      .map((a) => new URL(attr(a, 'href')!).searchParams.get('text'));
    expect(orders).toEqual([
      'Pozdrav! Želim naručiti Standard paket na 12 mjeseci za 59,99 €.',
      'Pozdrav! Želim naručiti Premium paket na 12 mjeseci za 83,99 €.',
    ]);
  });

  it('has the why-choose, devices, FAQ (trial 24 h on workdays, 2 h on weekends) and contact sections', () => {
    for (const id of ['why', 'devices', 'faq']) expect(doc.querySelector(`#${id}`), id).not.toBeNull();
    expect(text(doc.querySelector('#faq'))).toMatch(/24 sata.*2 sata/);
    expect(doc.querySelectorAll('.cta a').map((a) => attr(a, 'href')!.split(':')[0])).toEqual(['https', 'viber']);
  });

  it('structured data: BreadcrumbList matching the visible trail, FAQPage, WebPage', () => {
    const trail = doc.querySelectorAll('.breadcrumb li').map(text);
    const [crumbs] = ofType(html, 'BreadcrumbList');
    expect(
      crumbs!.itemListElement.map((i: { name: string; item: string; position: number }) => [
        i.position,
        i.name,
        i.item,
      ]),
    ).toEqual([
      [1, trail[0], `${origin}/`],
      [2, trail[1], `${origin}/standard`],
    ]);
    expect(ofType(html, 'FAQPage')[0]!.mainEntity).toHaveLength(standard.faq.items.length);
    expect(ofType(html, 'WebPage')[0]).toMatchObject({ url: `${origin}/standard` });
  });
});

describe('per-month prices', () => {
  it('are derived: 59 a year is 4.92 a month, 84 a year 7.00', () => {
    expect([perMonth(59, 12), perMonth(84, 12), perMonth(83.99, 12)]).toEqual([4.92, 7, 7]);
    expect(formatPrice(perMonth(84, 12))).toBe('7,00 €');
  });
});
