import type { ReactElement, ReactNode } from 'react';
import type { Content } from '../shared/content/content';
import type { Lang } from '../shared/content/common';
import type { AssetManifest } from '../shared/manifest';
import { scriptBundleKey, type BuiltRoute } from '../shared/route';
import { BLOG_FEED_PATH, NOT_FOUND_PATH, OG_HEIGHT, OG_WIDTH } from '../shared/site-paths';
import { FloatingButtons } from './layout/FloatingButtons';
import { Footer } from './layout/Footer';
import { Header, headerCurrentPath } from './layout/Header';
import { THEME_SCRIPT } from './themeScript';
import { SpriteUrl } from './ui/sprite';

const OG_LOCALE: Record<Lang, string> = {
  hr: 'hr_HR',
  bs: 'bs_BA',
  sr: 'sr_RS',
  sl: 'sl_SI',
  de: 'de_DE',
  en: 'en_US',
};

/** Browser UI colour; matches --bg of the default (dark) theme. client/theme.ts keeps it in step. */
const THEME_COLOR = '#070b18';

/** JSON inside <script>: `<` escaped so no `</script>` or `<!--` can end the block early. */
export function jsonLdSource(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

interface DocumentProps {
  route: BuiltRoute;
  content: Content;
  assets: AssetManifest;
  /** URL of the SVG sprite the page's flags and icons are drawn from. */
  sprite: string;
  /** What the <style> holds: the build passes a slot it fills once the page shows which area stylesheets it needs. */
  stylesheet: string;
  year: number;
  children: ReactNode;
  /**
   * Places a shell part (header, footer, help buttons) named by everything its markup depends on; the build
   * passes one that renders each distinct part once and reuses it, outside this tree, so it gives each part the
   * context it needs itself. By default the part renders in place.
   */
  shellPart?: (key: string, element: ReactElement) => ReactNode;
}

const inPlace = (_key: string, element: ReactElement) => element;

/** The page shell every route renders into. */
export function Document({
  route,
  content,
  assets,
  sprite,
  stylesheet,
  year,
  children,
  shellPart = inPlace,
}: DocumentProps) {
  const { site, layout, countries } = content;
  const isNotFound = route.path === NOT_FOUND_PATH;
  const ownPath = route.canonicalPath ?? route.path;
  const headerPath = headerCurrentPath(site, countries, ownPath);
  const canonical = isNotFound ? undefined : site.origin + ownPath;
  const structuredData = route.jsonLd?.map((item, i) => (
    <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdSource(item) }} />
  ));
  return (
    <SpriteUrl.Provider value={sprite}>
      <html lang={route.lang} className="dark">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{route.title}</title>
          <meta name="description" content={route.description} />
          {canonical && <link rel="canonical" href={canonical} />}
          {isNotFound && <meta name="robots" content="noindex" />}
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={site.brand.name} />
          <meta property="og:title" content={route.title} />
          <meta property="og:description" content={route.description} />
          {canonical && <meta property="og:url" content={canonical} />}
          <meta property="og:locale" content={OG_LOCALE[route.lang]} />
          <meta property="og:image" content={route.ogImage ?? `${site.origin}/og-image.png`} />
          <meta property="og:image:width" content={String(OG_WIDTH)} />
          <meta property="og:image:height" content={String(OG_HEIGHT)} />
          <meta property="og:image:alt" content={route.title} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="theme-color" content={THEME_COLOR} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <link rel="alternate" type="application/atom+xml" title={content.blog.copy.feedTitle} href={BLOG_FEED_PATH} />
          <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
          <style dangerouslySetInnerHTML={{ __html: stylesheet }} />
          {/* Named first so the request leaves with the first bytes, at low priority: the first screen's picture comes first, and a module runs only once the page is parsed, after the stylesheet linked in <body>. */}
          {route.firstScreenStyles && (
            <script type="module" src={assets.scriptBundles[scriptBundleKey(route.scripts)]} fetchPriority="low" />
          )}
          {!route.firstScreenStyles && structuredData}
        </head>
        <body className={route.pageClass}>
          <a className="skip-link" href="#main">
            {layout.skipLink}
          </a>
          {shellPart(
            `header ${route.lang} ${headerPath}`,
            <Header site={site} layout={layout} countries={countries} currentPath={headerPath} lang={route.lang} />,
          )}
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          {shellPart(
            `footer ${route.lang}`,
            <Footer site={site} layout={layout} countries={countries} year={year} lang={route.lang} />,
          )}
          {shellPart(`floating ${route.lang}`, <FloatingButtons site={site} layout={layout} lang={route.lang} />)}
          {!route.firstScreenStyles && (
            <>
              <script type="module" dangerouslySetInnerHTML={{ __html: assets.siteScript }} />
              {route.scripts?.map((name) => (
                <script key={name} type="module" src={assets.scripts[name]} />
              ))}
            </>
          )}
          {route.firstScreenStyles && structuredData}
        </body>
      </html>
    </SpriteUrl.Provider>
  );
}
