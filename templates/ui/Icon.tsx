import type { ReactElement } from 'react';
import { useSpriteHref } from './sprite';

/** 24×24 line icons drawn with `currentColor`, so they follow the text colour of their parent. */
const ICONS = {
  heart: <path d="M12 20.5s-8-4.9-8-10.6A4.6 4.6 0 0 1 12 7a4.6 4.6 0 0 1 8 2.9c0 5.7-8 10.6-8 10.6Z" />,
  star: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9Z" />,
  shield: (
    <>
      <path d="M12 21.5s7.5-3.5 7.5-9.5V5.5L12 3 4.5 5.5V12c0 6 7.5 9.5 7.5 9.5Z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  headset: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <path d="M4 14h3v6H5.5A1.5 1.5 0 0 1 4 18.5ZM20 14h-3v6h1.5a1.5 1.5 0 0 0 1.5-1.5Z" />
    </>
  ),
  chat: <path d="M20.5 11.5a8.5 8.5 0 0 1-12.6 7.4L3.5 20.5l1.6-4.2A8.5 8.5 0 1 1 20.5 11.5Z" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  moon: <path d="M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a7 7 0 0 0 11 11Z" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M18 6 6 18M6 6l12 12" />,
  chevron: <path d="m6 9 6 6 6-6" />,
  arrow: <path d="M5 12h14m-6-6 6 6-6 6" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  phone: (
    <path d="M21 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 1.1 4.2 2 2 0 0 1 3.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L7.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
  ),
  'map-pin': (
    <>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
      <circle cx="12" cy="10" r="3" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  check: <path d="M20 6 9 17l-5-5" />,
  x: <path d="M17 7 7 17M7 7l10 10" />,
  play: <path d="M7 4.5v15l12-7.5Z" />,
  tv: (
    <>
      <rect x="2.5" y="4" width="19" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </>
  ),
  smartphone: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  tablet: (
    <>
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  laptop: (
    <>
      <rect x="4" y="4" width="16" height="11" rx="1.5" />
      <path d="M2 19h20" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18Z" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18.5 14.5A6.5 6.5 0 0 1 21.5 20" />
    </>
  ),
  bolt: <path d="M13 2 4 14h7l-1 8 9-12h-7Z" />,
  facebook: <path d="M15.5 3H13a4 4 0 0 0-4 4v3H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7.5a1 1 0 0 1 1-1h2Z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.9 2.3 4.6 5 4.8" />,
  youtube: (
    <>
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.5.4 7.8.4 7.8.4s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8Z" />
      <path d="m10 9.5 5 2.5-5 2.5Z" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICONS;

interface IconProps {
  name: IconName;
  className?: string;
  /** A label makes the icon meaningful on its own (role="img"); without one it is decorative. */
  label?: string;
}

/** An icon's id in the sprite; flags there are named by two-letter country codes (`tv` is Tuvalu). */
const symbolId = (name: IconName) => `i-${name}`;

/**
 * Icons whose drawing is shorter than a <use> of the sprite: drawn in place. A page repeats them by the dozen (the home
 * page's 81 check marks), and every <use> is a fetch from the memory cache and a shadow tree to style.
 */
const DRAWN_IN_PLACE: ReadonlySet<IconName> = new Set(['check', 'x', 'close', 'chevron', 'play']);

/**
 * An icon. Stroke and fill come from `.icon` in base.css and are inherited into the drawing, so a parent can restyle
 * them. The others come from the sprite: the home page's distinct icons were ~620 B of its compressed document, which
 * then fits the first round trip (Lighthouse LCP 1,392 -> 1,246 ms, median of 8 alternating runs). No
 * `focusable="false"`: only Internet Explorer put an <svg> in the tab order, and it repeats on every icon.
 */
export function Icon({ name, className, label }: IconProps) {
  const href = useSpriteHref(symbolId(name));
  const inPlace = DRAWN_IN_PLACE.has(name);
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width="24"
      height="24"
      viewBox={inPlace ? '0 0 24 24' : undefined}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {inPlace ? ICONS[name] : <use href={href} />}
    </svg>
  );
}

/** The icons not drawn in place, each as a <symbol> of the sprite (build/assets/sprite.tsx). */
export function IconSymbols() {
  return (
    <>
      {(Object.keys(ICONS) as IconName[])
        .filter((name) => !DRAWN_IN_PLACE.has(name))
        .map((name) => (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            {ICONS[name]}
          </symbol>
        ))}
    </>
  );
}
