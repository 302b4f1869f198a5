import { Icon } from './Icon';

/** A list whose items each start with a check mark: plan features, devices, apps. */
export function CheckList({ items, className = 'checklist' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className} role="list">
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" />
          {item}
        </li>
      ))}
    </ul>
  );
}
