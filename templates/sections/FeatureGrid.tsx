import { Card } from '../ui/Card';
import { Icon, type IconName } from '../ui/Icon';

/** Icon cards with a title and a line of text: values, benefits, badges, trust points. */
export function FeatureGrid({ items, columns = 4 }: { items: readonly { icon: IconName; title: string; text: string }[]; columns?: 3 | 4 }) {
  return (
    <ul className={`grid grid--${columns}`} role="list">
      {items.map((item) => (
        <Card as="li" key={item.title} className="feature" reveal>
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
