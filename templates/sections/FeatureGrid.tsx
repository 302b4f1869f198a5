import { Card } from '../ui/Card';
import { Icon, type IconName } from '../ui/Icon';

interface FeatureGridProps {
  items: readonly { icon: IconName; title: string; text: string }[];
  columns?: 3 | 4;
  /** Extra class on the list, for a section's own spacing. */
  className?: string;
  /** Cards fade in when scrolled into view; a hero's cards are on screen from the start. */
  reveal?: boolean;
}

/** Icon cards with a title and a line of text: values, benefits, badges, trust points, devices. */
export function FeatureGrid({ items, columns = 4, className, reveal = true }: FeatureGridProps) {
  return (
    <ul className={`grid grid--${columns}${className ? ` ${className}` : ''}`} role="list">
      {items.map((item) => (
        <Card as="li" key={item.title} className="feature" reveal={reveal}>
          <span className="feature-icon">
            <Icon name={item.icon} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Card>
      ))}
    </ul>
  );
}
