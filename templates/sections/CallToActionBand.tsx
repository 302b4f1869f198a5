import type { ReactNode } from 'react';

interface CallToActionBandProps {
  /** Prefix of the heading id the band is labelled by. */
  id: string;
  heading: string;
  text: string;
  /** The band's buttons. */
  children: ReactNode;
}

/** The closing band of a page: a heading, a line of text and what to do next. */
export function CallToActionBand({ id, heading, text, children }: CallToActionBandProps) {
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="cta" data-reveal="">
          <h2 id={`${id}-title`}>{heading}</h2>
          <p className="lead">{text}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
