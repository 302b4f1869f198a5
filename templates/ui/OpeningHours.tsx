import type { Site } from '../../shared/content/site';

/** Opening hours as a definition list: days, then hours. */
export function OpeningHours({ hours, className }: { hours: Site['openingHours']; className: string }) {
  return (
    <dl className={className}>
      {hours.map((row) => (
        <div key={row.days}>
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
