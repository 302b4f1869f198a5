import type { ReactNode } from 'react';

interface PageHeroProps {
  /** Prefix of the heading id the hero is labelled by. */
  id: string;
  heading: ReactNode;
  lead: string;
  /** The breadcrumb, above the heading. */
  trail?: ReactNode;
  /** What follows the lead (buttons). */
  children?: ReactNode;
}

/** The compact hero that opens an inner page: its one h1 and a lead line. */
export function PageHero({ id, heading, lead, trail, children }: PageHeroProps) {
  return (
    <section className="hero hero--compact" aria-labelledby={`${id}-title`}>
      <div className="container hero-inner">
        {trail}
        <h1 id={`${id}-title`} className="display">
          {heading}
        </h1>
        <p className="lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
