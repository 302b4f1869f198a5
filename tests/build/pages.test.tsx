import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { newChannels, type NewChannel } from '../../shared/catalogue/new-channels';
import { qualityOf } from '../../shared/catalogue/quality';
import type { CategoryGroup } from '../../shared/catalogue/view';
import { flagCodes } from '../../shared/content/countries';
import { CataloguePage } from '../../templates/pages/CataloguePage';
import { Icon } from '../../templates/ui/Icon';
import { renderRoute } from '../../build/render/render';
import { attr, decodeEntities, parseHtml, type HtmlElement } from '../support/html';
import { builtPages, distDir, loadRoutes } from '../support/site';

const pages = await builtPages();
const { content, routes } = await loadRoutes();
const page = (path: string) => {
  const found = pages.find((p) => p.route.path === path);
  if (!found) throw new Error(`no built page ${path}`);
  return parseHtml(found.html);
};
const text = (el: HtmlElement | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const hrefs = (root: HtmlElement, selector: string) => root.querySelectorAll(selector).map((a) => attr(a, 'href'));
const linksTo = (root: HtmlElement, scope: string, prefix: string) =>
  root.querySelectorAll(`${scope} a`).filter((a) => attr(a, 'href')?.startsWith(prefix));

const countryPaths = [
  '/iptv-hrvatska',
  '/iptv-bosna',
  '/iptv-srbija',
  '/iptv-crna-gora',
  '/iptv-makedonija',
  '/iptv-slovenija',
  '/iptv-austrija',
  '/iptv-svicarska',
  '/iptv-usa',
  '/iptv-kanada',
  '/iptv-australija',
  '/iptv-velika-britanija',
  '/iptv-svedska',
  '/iptv-norveska',
  '/iptv-belgija',
  '/iptv-spanija',
  '/iptv-italy',
  '/balkanstream-deutschland',
];

describe('global layout on every page', () => {
  it.each(pages.map((p) => [p.route.path, p.html, p.route.canonicalPath ?? p.route.path] as const))(
    '%s',
    (_path, html, own) => {
      const doc = parseHtml(html);
      const header = doc.querySelector('[data-header]')!;
      expect(hrefs(header, 'nav .nav-link[href]')).toEqual([
        '/',
        '/lista-kanala',
        '/installation',
        '/blog',
        '/about',
        '/contact',
      ]);
      expect(text(header.querySelector('[data-dropdown] > summary'))).toBe('Countries');
      const countries = header.querySelectorAll('[data-dropdown] a');
      expect(countries.map((a) => attr(a, 'href'))).toEqual(countryPaths);
      expect(countries.map((a) => [attr(a, 'href'), attr(a.querySelector('.flag img')!, 'src')])).toEqual(
        content.countries.map((c) => [c.path, `${spriteOf(html)}#flag-${c.flag}`]),
      );
      for (const link of countries) {
        expect(text(link.querySelector('.country-name'))).not.toBe('');
        expect(text(link.querySelector('.country-desc'))).not.toBe('');
      }
      expect(doc.querySelector('[data-theme-toggle]')).not.toBeNull();
      // The header is rendered once and reused across pages: each page still marks only its own link as current.
      expect(hrefs(header, '[aria-current="page"]')).toEqual(
        [...hrefs(header, 'a[href]')].filter((href) => href === own).slice(0, 1),
      );

      const footer = doc.querySelector('footer')!;
      const footerLinks = hrefs(footer, 'a');
      for (const path of [
        '/cookie-policy',
        '/refund-policy',
        '/privacy-policy',
        '/terms-of-service',
        '/channels-list',
        '/installation',
        '/standard',
        '/about',
        '/contact',
        ...countryPaths,
      ]) {
        expect(footerLinks, path).toContain(path);
      }
      expect(footerLinks).toContain('mailto:info@balkanstream.example');
      expect(text(footer)).toContain(`© ${new Date().getFullYear()} BalkanStream`);
      // Only the configured social profile is linked; placeholders without a URL are not rendered as dead links.
      const social = footerLinks.filter((href) => /facebook|instagram|tiktok|youtube/.test(href ?? ''));
      expect(social).toEqual(['https://www.facebook.com/balkanstream']);
      expect(footerLinks).not.toContain('#');

      const chats = linksTo(doc, 'body', 'https://wa.me/');
      expect(chats.length).toBeGreaterThanOrEqual(2);
      for (const chat of chats) {
        expect(attr(chat, 'href')).toMatch(/^https:\/\/wa\.me\/38761000000\?text=/);
        expect(attr(chat, 'target')).toBe('_blank');
      }
    },
  );
});

const spriteOf = (html: string) => /<use href="(\/assets\/sprite-[0-9a-f]{10}\.svg)#/.exec(html)![1]!;
const spriteSvg = readFileSync(path.join(distDir, spriteOf(pages[0]!.html)), 'utf8');

describe('flags', () => {
  it('the sprite draws a symbol for every flag code content may use', () => {
    for (const code of flagCodes)
      expect(spriteSvg, code).toMatch(new RegExp(`<symbol id="${code}" viewBox="0 0 30 20"`));
  });

  it('the sprite shows every flag to an image through a view onto that flag alone', () => {
    const rows = new Set<string>();
    for (const code of flagCodes) {
      const view = new RegExp(
        `<view id="flag-${code}" viewBox="0 (\\d+) 30 20"></view><g transform="translate\\(0 (\\d+)\\)"[^>]*><use href="#(\\w+)"`,
      ).exec(spriteSvg);
      expect(view, code).not.toBeNull();
      expect([view![2], view![3]], code).toEqual([view![1], code]);
      rows.add(view![1]!);
    }
    expect(rows.size).toBe(flagCodes.length);
  });
});

describe('icons', () => {
  it.each(pages.map((p) => [p.route.path, p.html] as const))(
    '%s draws flags and icons from the one sprite file, and each icon from a 24-unit box',
    (_path, html) => {
      const uses = [...html.matchAll(/<use href="([^"#]*)#([^"]+)"/g)];
      const flags = [...html.matchAll(/<span class="flag"><img src="([^"#]*)#/g)];
      expect(new Set([...uses, ...flags].map((m) => m[1]))).toEqual(new Set([spriteOf(pages[0]!.html)]));
      const icons = [...html.matchAll(/<svg class="icon(?: [^"]*)?"([^>]*)>([\s\S]*?)<\/svg>/g)];
      expect(icons.length).toBeGreaterThan(0);
      for (const [icon, attributes, drawing] of icons) {
        const id = /^<use href="[^"#]+#(i-[a-z-]+)"><\/use>$/.exec(drawing!)?.[1];
        if (id === undefined) {
          expect(attributes, icon).toContain(' viewBox="0 0 24 24"');
          expect(drawing, icon).toMatch(/^<(?:path|circle|rect) /);
        } else {
          expect(spriteSvg, icon).toMatch(new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><(?:path|circle|rect) `));
        }
      }
    },
  );

  it('an icon rendered without the sprite URL stops the build instead of drawing nothing', () => {
    expect(() => renderToStaticMarkup(<Icon name="check" />)).toThrow(/sprite/);
  });
});

describe('special page style', () => {
  it('the catalogue and installation routes carry their page class onto <body>', () => {
    const styled = routes.filter((r) => r.pageClass).map((r) => [r.path, r.pageClass]);
    expect(styled).toEqual([
      ['/lista-kanala', 'page-catalogue'],
      ['/channels-list', 'page-catalogue'],
      ['/installation', 'page-installation'],
    ]);
    const [path, pageClass] = styled[0]!;
    const html = renderRoute(
      {
        ...routes.find((r) => r.path === path)!,
        status: 'built',
        template: 'CataloguePage',
        render: () => <p>catalogue</p>,
      },
      {
        content,
        assets: {
          stylesheets: { site: '', areas: [], combinedHref: '/styles.css' },
          siteScript: '',
          scriptBundles: {},
          scripts: {},
        },
        images: {},
        movies: { movies: [], series: [] },
        year: 2026,
        catalogueData: '/assets/channels.json',
        sprite: '/assets/sprite.svg',
      },
    );
    expect(parseHtml(html).querySelector('body')!.getAttributeValue('class')).toBe(pageClass);
  });
});

describe("/lista-kanala 'Novi kanali'", () => {
  const boxOf = (fresh: NewChannel[]) =>
    parseHtml(
      renderToStaticMarkup(
        <CataloguePage copy={content.catalogue} groups={[]} newChannels={fresh} dataUrl="/c.json" region="exyu" />,
      ),
    ).querySelector('.catalogue-new');
  const names = (box: HtmlElement | null) => box!.querySelectorAll('li .channel-name').map((n) => text(n));

  it('lists the snapshot’s new channels newest first, under the search box and above the results', () => {
    const html = pages.find((p) => p.route.path === '/lista-kanala')!.html;
    const fresh = newChannels(content.channels);
    expect(fresh.length).toBeGreaterThan(0);
    expect(names(page('/lista-kanala').querySelector('.catalogue-new'))).toEqual(fresh.slice(0, 20).map((c) => c.name));
    expect(html.indexOf('id="catalogue-search"')).toBeLessThan(html.indexOf('class="catalogue-new"'));
    expect(html.indexOf('class="catalogue-new"')).toBeLessThan(html.indexOf('data-results'));
  });

  it('the search box takes at most 100 characters, as a term read from the URL is cut', () => {
    expect(attr(page('/lista-kanala').querySelector('#catalogue-search')!, 'maxlength')).toBe('100');
  });

  it('shows 20, then how many more, and is left out when nothing is new', () => {
    const many = Array.from(
      { length: 23 },
      (_, i): NewChannel => ({ name: `Kanal ${i}`, category: 'SPORT', region: 'exyu', firstSeen: '2026-11-16' }),
    );
    expect(names(boxOf(many))).toHaveLength(20);
    expect(text(boxOf(many)!.querySelector('.catalogue-new-more'))).toBe(
      content.catalogue.newChannels.more.replace('{count}', '3'),
    );
    expect(boxOf([])).toBeNull();
  });
});

describe('/lista-kanala channel rows', () => {
  const hostile = [
    '<script>alert(1)</script> HD',
    '</li></ul><img src=x onerror=alert(1)>',
    'Tom & Jerry "FHD" it\'s 4K',
    '&amp; already escaped',
    'Ćevapi TV 🇭🇷 UHD',
    'Plain',
  ];
  const group: CategoryGroup = {
    region: 'exyu',
    category: 'SPORT',
    channels: hostile.map((name) => ({ region: 'exyu', category: 'SPORT', name })),
  };
  const grid = (groups: CategoryGroup[]) =>
    renderToStaticMarkup(
      <CataloguePage copy={content.catalogue} groups={groups} newChannels={[]} dataUrl="/c.json" region="exyu" />,
    ).match(/<ul class="channel-grid" role="list"[^>]*>(.*?)<\/ul>/s)?.[1];

  it('writes every name as text, the same markup React writes for the same rows', () => {
    expect(grid([group])).toBe(
      renderToStaticMarkup(
        <>
          {hostile.map((name) => {
            const quality = qualityOf(name);
            return (
              <li key={name} className="channel">
                <span className="channel-name">{name}</span>
                <span className={`quality quality--${quality.toLowerCase()}`}>{quality}</span>
              </li>
            );
          })}
        </>,
      ),
    );
    const rows = parseHtml(`<ul>${grid([group])}</ul>`).querySelectorAll('li.channel');
    expect(rows.map((row) => decodeEntities(text(row.querySelector('.channel-name'))))).toEqual(hostile);
  });
});

describe('/about', () => {
  const doc = page('/about');
  it('shows the mission, the four statistics, four core values, a team of three and a chat CTA', () => {
    const body = text(doc.querySelector('main'));
    for (const figure of ['50.000+', '100+', '7+', '2016']) expect(body).toContain(figure);
    expect(text(doc.querySelector('main h1'))).not.toBe('');
    expect(body).toContain(content.about.mission.heading);
    for (const value of content.about.values.items) expect(body).toContain(value.title);
    const team = content.about.team.members;
    expect(team).toHaveLength(3);
    for (const member of team) expect(body).toContain(member.name);
    expect(doc.querySelectorAll('main picture img').map((img) => attr(img, 'alt'))).toEqual(
      team.map((m) => m.photo.alt),
    );
    expect(linksTo(doc, 'main', 'https://wa.me/')).toHaveLength(1);
  });
});

describe('legal pages', () => {
  it.each(['/privacy-policy', '/terms-of-service', '/refund-policy', '/cookie-policy'])(
    '%s shows its own updated date in the Bosnian locale and a mailto contact',
    (path) => {
      const doc = page(path);
      const legal = content.legal.find((l) => `/${l.slug}` === path)!;
      const time = doc.querySelector('main time')!;
      expect(attr(time, 'datetime')).toBe(legal.updated.toISOString().slice(0, 10));
      expect(text(time)).toBe(
        new Intl.DateTimeFormat('bs-BA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          legal.updated,
        ),
      );
      expect(text(doc.querySelector('main h1'))).toBe(legal.heading);
      expect(linksTo(doc, 'main', 'mailto:').map((a) => attr(a, 'href'))).toEqual(['mailto:info@balkanstream.example']);
    },
  );

  it('the refund policy states the spec terms', () => {
    const body = text(page('/refund-policy').querySelector('main'));
    expect(body).toMatch(/7 dana/);
    expect(body).toMatch(/5[–-]10 radnih dana/);
  });
});

describe('404 page', () => {
  it('says Oops! Page not found with a Return to Home link', () => {
    const doc = page('/404');
    expect(text(doc.querySelector('main'))).toContain('404');
    expect(text(doc.querySelector('main h1'))).toBe('Oops! Page not found');
    const home = doc.querySelectorAll('main a').find((a) => text(a) === 'Return to Home');
    expect(home && attr(home, 'href')).toBe('/');
  });
});
