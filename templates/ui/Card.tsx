import type { ReactNode } from 'react';

interface CardProps {
  as?: 'div' | 'article' | 'li';
  className?: string;
  /** Animates in when scrolled into view. */
  reveal?: boolean;
  children: ReactNode;
}

/** A glassy surface for grouped content. */
export function Card({ as: Tag = 'div', className, reveal, children }: CardProps) {
  return (
    <Tag className={className ? `card ${className}` : 'card'} data-reveal={reveal ? '' : undefined}>
      {children}
    </Tag>
  );
}
