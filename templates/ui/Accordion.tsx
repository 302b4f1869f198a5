import type { ReactNode } from 'react';
import { Icon } from './Icon';

export interface AccordionItem {
  summary: ReactNode;
  content: ReactNode;
  open?: boolean;
}

interface AccordionProps {
  /** Group name: the browser keeps at most one item of the group open (exclusive <details>). */
  name: string;
  items: AccordionItem[];
  className?: string;
}

/** FAQ-style accordion; works without JavaScript, opens by keyboard and touch, every item can collapse. */
export function Accordion({ name, items, className }: AccordionProps) {
  return (
    <div className={className ? `accordion ${className}` : 'accordion'}>
      {items.map((item, i) => (
        <details key={i} className="accordion-item" name={name} open={item.open}>
          <summary>
            <span>{item.summary}</span>
            <Icon name="chevron" className="accordion-marker" />
          </summary>
          <div className="accordion-panel">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
