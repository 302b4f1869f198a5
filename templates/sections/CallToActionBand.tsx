import type { ReactNode } from 'react';
import { ButtonLink } from '../ui/Button';

interface CallToActionBandProps {
  /** Prefix of the heading id the band is labelled by. */
  id: string;
  heading: string;
  text?: string;
  /** Fades in on scroll like the page's other bands (client/reveal.ts). */
  reveal?: boolean;
  /** The band's buttons. */
  children: ReactNode;
}

/** The closing band of a page: a heading, a line of text and what to do next. */
export function CallToActionBand({ id, heading, text, reveal = true, children }: CallToActionBandProps) {
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="cta" data-reveal={reveal ? '' : undefined}>
          <h2 id={`${id}-title`}>{heading}</h2>
          {text && <p className="lead">{text}</p>}
          {children}
        </div>
      </div>
    </section>
  );
}

/** A row of internal links as buttons, the first one primary. */
export function CallToActionLinks({ links }: { links: readonly { path: string; label: string }[] }) {
  return (
    <div className="cta-actions">
      {links.map((link, i) => (
        <ButtonLink key={link.path} href={link.path} variant={i === 0 ? 'primary' : 'secondary'}>
          {link.label}
        </ButtonLink>
      ))}
    </div>
  );
}
