import type { FaqItem } from '../../shared/content/common';
import { Accordion } from '../ui/Accordion';
import { Section } from '../ui/Section';

interface FaqSectionProps {
  /** Section anchor; also names the accordion group, so one item of this FAQ is open at a time. */
  id: string;
  heading: string;
  lead?: string;
  items: readonly FaqItem[];
  tone?: 'default' | 'alt';
  className?: string;
}

/** An FAQ band: exclusive `<details name>` items, every one collapsible, readable without JavaScript. */
export function FaqSection({ id, heading, lead, items, tone, className }: FaqSectionProps) {
  return (
    <Section id={id} heading={heading} lead={lead} center tone={tone} className={className}>
      <Accordion
        name={id}
        className="faq"
        items={items.map((item) => ({ summary: item.question, content: <p>{item.answer}</p> }))}
      />
    </Section>
  );
}
