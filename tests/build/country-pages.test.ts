import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countryTemplates } from '../../build/routes/countries';
import { foldSearchText, matchesSearch } from '../../shared/catalogue/search';
import type { CountryLayout } from '../../shared/content/countries';
import { attr, parseHtml, type HtmlElement } from '../support/html';
import { builtPages, distDir, loadRoutes, siteOrigin } from '../support/site';

const pages = await builtPages();
const { content } = await loadRoutes();
const origin = await siteOrigin();

/** The 18 pages as the spec orders and describes them: path, layout, language, a word of the country in the chat text. */
const expected: [path: string, layout: CountryLayout, lang: string, countryWord: string][] = [
  ['/iptv-hrvatska', 'core', 'hr', 'Hrvatske'],
  ['/iptv-bosna', 'core', 'hr', 'Bosne'],
  ['/iptv-srbija', 'full', 'hr', 'Srbije'],
  ['/iptv-crna-gora', 'full', 'hr', 'Crne Gore'],
  ['/iptv-makedonija', 'full', 'hr', 'Makedonije'],
  ['/iptv-slovenija', 'full', 'sl', 'Slovenije'],
  ['/iptv-austrija', 'full', 'hr', 'Austrije'],
  ['/iptv-svicarska', 'full', 'hr', 'Švicarske'],
  ['/iptv-usa', 'full', 'hr', 'SAD'],
  ['/iptv-kanada', 'full', 'hr', 'Kanade'],
  ['/iptv-australija', 'brief', 'hr', 'Australije'],
  ['/iptv-velika-britanija', 'minimal', 'hr', 'Velike Britanije'],
  ['/iptv-svedska', 'minimal', 'hr', 'Švedske'],
  ['/iptv-norveska', 'minimal', 'hr', 'Norveške'],
  ['/iptv-belgija', 'minimal', 'hr', 'Belgije'],
  ['/iptv-spanija', 'minimal', 'hr', 'Španije'],
  ['/iptv-italy', 'italy', 'en', 'Italy'],
  ['/balkanstream-deutschland', 'german', 'de', 'Deutschland'],
];
/** Spec §9 structured-data claims. */
const ratings: Record<string, [number, number]> = {
  '/iptv-crna-gora': [4.7, 620],
  '/iptv-makedonija': [4.7, 580],
  '/iptv-slovenija': [4.8, 710],
  '/iptv-austrija': [4.8, 850],
  '/iptv-svicarska': [4.8, 850],
  '/iptv-usa': [4.8, 850],
  '/iptv-kanada': [4.8, 850],
};

const text = (el: HtmlElement | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const texts = (root: HtmlElement, selector: string) => root.querySelectorAll(selector).map((el) => text(el));
const htmlOf = (path: string) => {
  const found = pages.find((p) => p.route.path === path);
  if (!found) throw new Error(`no built page ${path}`);
  return found.html;
};
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, any>,
  );
const node = (html: string, type: string) => jsonLdOf(html).find((n) => n['@type'] === type);
/** Text of each matching element, joined by spaces (textContent runs adjacent elements together). */
const words = (root: HtmlElement, selector: string) => texts(root, selector).join(' ');
const chatLinks = (root: HtmlElement) =>
  root.querySelectorAll('a').filter((a) => attr(a, 'href')?.startsWith('https://wa.me/'));
const main = (path: string) => parseHtml(htmlOf(path)).querySelector('main')!;

describe.each(expected)('%s', (pagePath, layout, lang, countryWord) => {
  const html = htmlOf(pagePath);
  const doc = parseHtml(html);
  const body = doc.querySelector('main')!;
  const route = pages.find((p) => p.route.path === pagePath)!.route;

  it(`is built with the ${layout} layout, in its language, with its own title, canonical URL and sitemap entry`, () => {
    expect(route.template).toBe(countryTemplates[layout].name);
    expect(attr(doc.querySelector('html')!, 'lang')).toBe(lang);
    expect(attr(doc.querySelector('link[rel="canonical"]')!, 'href')).toBe(`${origin}${pagePath}`);
    expect(text(doc.querySelector('title'))).toBe(route.title);
    expect(readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8')).toContain(`<loc>${origin}${pagePath}</loc>`);
    expect(body.querySelectorAll('h1')).toHaveLength(1);
    expect(node(html, 'WebPage')).toMatchObject({ url: `${origin}${pagePath}`, inLanguage: lang, name: route.title });
  });

  it('marks the shared header, footer and chat buttons as Croatian when the page is in another language', () => {
    const chrome = ['header.site-header', 'footer.site-footer', 'aside.floating'].map((selector) =>
      attr(doc.querySelector(selector)!, 'lang'),
    );
    expect(chrome).toEqual(Array(3).fill(lang === content.site.defaultLang ? null : content.site.defaultLang));
  });

  it('opens the WhatsApp chat in a new tab with a message naming the country', () => {
    const chats = chatLinks(body);
    expect(chats.length).toBeGreaterThanOrEqual(1);
    for (const chat of chats) {
      const url = new URL(attr(chat, 'href')!);
      expect(url.pathname).toBe('/38761000000');
      expect(url.searchParams.get('text')).toContain(countryWord);
      expect(attr(chat, 'target')).toBe('_blank');
      expect(attr(chat, 'rel')?.split(' ')).toContain('noopener');
    }
  });

  it("links to the catalogue filtered to its channels and states the snapshot's count next to the 250+ claim", () => {
    const link = body.querySelectorAll('a').find((a) => attr(a, 'href')?.startsWith('/lista-kanala?q='));
    expect(link, 'catalogue link').toBeDefined();
    const query = new URL(attr(link!, 'href')!, origin).searchParams.get('q')!;
    const term = foldSearchText(query);
    const channels = Object.values(content.channels.regions).flatMap((r) => r.channels);
    const count = channels.filter((c) => matchesSearch(term, c)).length;
    expect(count, `channels matching "${query}" in the snapshot`).toBeGreaterThan(0);
    const statement = text(link!.parent);
    expect(statement).toMatch(/250\+/);
    expect(statement).toMatch(new RegExp(`(^|\\D)${count}(\\D|$)`));
  });

  it('describes the product with offers in the page currency', () => {
    const product = node(html, 'Product')!;
    const currency = pagePath === '/iptv-usa' ? 'USD' : pagePath === '/iptv-kanada' ? 'CAD' : 'EUR';
    expect(product.offers.priceCurrency).toBe(currency);
    for (const offer of product.offers.offers) expect(offer.priceCurrency).toBe(currency);
    const rating = ratings[pagePath];
    if (rating) expect(product.aggregateRating).toMatchObject({ ratingValue: rating[0], reviewCount: rating[1] });
    else expect(product.aggregateRating).toBeUndefined();
  });

  if (layout === 'core' || layout === 'full') {
    it('shows the breadcrumb trail that BreadcrumbList repeats', () => {
      const trail = texts(body, '.breadcrumb li');
      const name = content.countries.find((c) => c.path === pagePath)!.name;
      expect(trail).toEqual(layout === 'core' ? ['Početna', 'Države', name] : ['Home', 'Countries', name]);
      // The middle crumb leads to the home page's list of country pages.
      expect(body.querySelectorAll('.breadcrumb a').map((a) => attr(a, 'href'))).toEqual(['/', '/#countries']);
      const list = node(html, 'BreadcrumbList')!;
      expect(list.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
        [trail[0], `${origin}/`],
        [trail[1], `${origin}/#countries`],
        [trail[2], `${origin}${pagePath}`],
      ]);
    });

    it('has benefits, channel names, devices linking to /installation, a trust section, an FAQ and a closing call to action', () => {
      for (const id of ['prednosti', 'kanali', 'uredaji', 'sigurnost', 'faq'])
        expect(body.querySelector(`#${id}`), id).not.toBeNull();
      expect(body.querySelectorAll('#kanali .country-channels li').length).toBeGreaterThanOrEqual(8);
      expect(body.querySelectorAll('#uredaji a[href="/installation"]')).toHaveLength(1);
      const cta = body.querySelector('.cta')!;
      expect(cta.querySelectorAll('a').map((a) => attr(a, 'href'))).toEqual([
        expect.stringMatching(/^https:\/\/wa\.me\//),
        '/contact',
      ]);
      const questions = texts(body, '#faq details summary');
      expect(node(html, 'FAQPage')!.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
      const groups = new Set(body.querySelectorAll('#faq details').map((d) => attr(d, 'name')));
      expect([...groups]).toEqual(['faq']);
      expect(body.querySelectorAll('#faq details[open]')).toHaveLength(0);
    });
  }

  if (layout === 'full') {
    it('has the tagline, 8 benefits, the four device kinds, SSL, server location and the 7-day guide, five questions', () => {
      expect(text(body.querySelector('.country-tagline'))).toBe('Balkan Premium TV streaming platforma');
      expect(body.querySelectorAll('#prednosti li.feature')).toHaveLength(8);
      expect(body.querySelectorAll('#uredaji li.feature')).toHaveLength(4);
      const trust = text(body.querySelector('#sigurnost'));
      expect(trust).toMatch(/SSL/);
      expect(trust).toMatch(/7-dnevni/);
      const server =
        pagePath === '/iptv-usa'
          ? /Serveri u SAD-u/
          : pagePath === '/iptv-kanada'
            ? /Serveri u Kanadi/
            : /Serveri u EU|Strežniki v EU/;
      expect(trust).toMatch(server);
      if (pagePath === '/iptv-usa' || pagePath === '/iptv-kanada') expect(trust).toMatch(/PayPal, kartice i kripto/);
      expect(body.querySelectorAll('#faq details')).toHaveLength(5);
      expect(text(body.querySelector('.country-hero'))).toMatch(
        pagePath === '/iptv-usa' ? /USD/ : pagePath === '/iptv-kanada' ? /CAD/ : /EUR/,
      );
    });
  }

  if (layout === 'brief') {
    it('has a title, the hero with the free-test button and four benefits, nothing more', () => {
      expect(body.querySelectorAll('li.feature')).toHaveLength(4);
      expect(body.querySelector('.breadcrumb')).toBeNull();
      expect(body.querySelectorAll('section')).toHaveLength(2);
    });
  }

  if (layout === 'minimal') {
    it('has a heading, one line of channel names and the free-test button', () => {
      expect(body.querySelectorAll('section')).toHaveLength(1);
      expect(text(body.querySelector('.country-line')).split(' · ').length).toBeGreaterThanOrEqual(8);
      expect(chatLinks(body)).toHaveLength(1);
    });
  }
});

describe('German page', () => {
  const body = main('/balkanstream-deutschland');

  it('has the 24-hour test section at #testzugang with the chat button', () => {
    const test = body.querySelector('#testzugang')!;
    expect(text(test)).toMatch(/24 Stunden/);
    expect(chatLinks(test)).toHaveLength(1);
  });

  it('states its own prices: Standard 10 EUR (15.000+, 2 devices), Premium 15 EUR (25.000+, 5 devices, guide, catch-up)', () => {
    const plans = body.querySelectorAll('.country-plan').map((p) => words(p, 'h3, .country-plan-price, li'));
    expect(plans[0]).toMatch(/^Standard 10 EUR pro Monat 15\.000\+ Sender 2 Geräte/);
    expect(plans[1]).toMatch(/^Premium 15 EUR pro Monat 25\.000\+ Sender 5 Geräte.*Programmführer.*Catch-up/);
    const offers = node(htmlOf('/balkanstream-deutschland'), 'Product')!.offers.offers;
    expect(offers.map((o: { price: number }) => o.price)).toEqual([10, 15]);
  });

  it('names devices, the recommended speeds and answers questions', () => {
    expect(body.querySelectorAll('#geraete li.feature')).toHaveLength(4);
    expect(body.querySelectorAll('#geschwindigkeit .stat').map((stat) => words(stat, 'dt, dd'))).toEqual([
      'HD 10 Mbit/s',
      '4K 25 Mbit/s',
    ]);
    expect(body.querySelectorAll('#faq details').length).toBeGreaterThanOrEqual(3);
  });
});

describe('Italy page', () => {
  const body = main('/iptv-italy');

  it('says it works without a VPN, only with Premium', () => {
    expect(text(body.querySelector('.country-hero'))).toMatch(/without a VPN/);
    expect(text(body.querySelector('#prices'))).toMatch(/Only Premium works in Italy without a VPN/);
  });

  it('has its own price table 15 / 40 / 60 / 84 (1 device) / 140 (2 devices) EUR', () => {
    const rows = body.querySelectorAll('#prices tbody tr').map((row) => words(row, 'th, td'));
    expect(rows).toEqual([
      '1 month 1 15 EUR',
      '3 months 1 40 EUR',
      '6 months 1 60 EUR',
      '12 months 1 84 EUR',
      '12 months 2 140 EUR',
    ]);
  });

  it('lists Italian channel groups, the video library, an FAQ and a chat link with prefilled text', () => {
    expect(texts(body, '#channels h3')).toContain('Rai');
    expect(body.querySelectorAll('#library li').length).toBeGreaterThan(0);
    expect(body.querySelectorAll('#faq details').length).toBeGreaterThanOrEqual(3);
    const chat = body.querySelector('.cta a')!;
    expect(new URL(attr(chat, 'href')!).searchParams.get('text')).toMatch(/Italy/);
  });
});

describe('one list of country pages', () => {
  it('the Countries dropdown and the footer list the 18 pages in the same order', () => {
    const doc = parseHtml(htmlOf('/iptv-hrvatska'));
    const paths = expected.map(([p]) => p);
    expect(doc.querySelectorAll('[data-dropdown] a.country-item').map((a) => attr(a, 'href'))).toEqual(paths);
    expect(doc.querySelectorAll('.footer-country-list a').map((a) => attr(a, 'href'))).toEqual(paths);
    expect(content.countries.map((c) => c.path)).toEqual(paths);
  });

  it('the home page lists the 18 pages in the same order', () => {
    const paths = expected.map(([p]) => p);
    const linked = parseHtml(htmlOf('/'))
      .querySelector('main')!
      .querySelectorAll('a')
      .map((a) => attr(a, 'href'))
      .filter((href): href is string => paths.includes(href ?? ''));
    expect([...new Set(linked)]).toEqual(paths);
  });

  it('every page has its own title and description', () => {
    const routes = pages.filter((p) => expected.some(([path]) => path === p.route.path)).map((p) => p.route);
    expect(new Set(routes.map((r) => r.title)).size).toBe(18);
    expect(new Set(routes.map((r) => r.description)).size).toBe(18);
  });

  it('the current page is marked in the dropdown', () => {
    const doc = parseHtml(htmlOf('/iptv-slovenija'));
    expect(doc.querySelectorAll('[data-dropdown] a[aria-current="page"]').map((a) => attr(a, 'href'))).toEqual([
      '/iptv-slovenija',
    ]);
  });
});
