import type { ReactNode } from 'react';

interface SectionProps {
  /** Anchor id; the heading gets `${id}-title` and labels the section. */
  id: string;
  heading?: ReactNode;
  /** Small line above the heading. */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Centre the heading block. */
  center?: boolean;
  /** Alternate background band. */
  tone?: 'default' | 'alt';
  className?: string;
  children?: ReactNode;
}

/** A page band: full-width background, centred container, optional heading block. */
export function Section({ id, heading, eyebrow, lead, center, tone = 'default', className, children }: SectionProps) {
  const titleId = `${id}-title`;
  const classes = ['section', tone === 'alt' && 'section--alt', className].filter(Boolean).join(' ');
  return (
    <section id={id} className={classes} aria-labelledby={heading ? titleId : undefined}>
      <div className="container">
        {heading && (
          <header className={center ? 'section-head section-head--center' : 'section-head'} data-reveal="">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <h2 id={titleId}>{heading}</h2>
            {lead && <p className="lead">{lead}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
