import type { Plans } from '../../shared/content/plans';
import { Icon } from '../ui/Icon';

export interface ComparisonCopy {
  /** Caption of the table, read out by screen readers. */
  caption: string;
  feature: string;
  included: string;
  notIncluded: string;
}

interface ComparisonTableProps {
  plans: Plans;
  copy: ComparisonCopy;
}

function Cell({ value, copy }: { value: boolean | string; copy: ComparisonCopy }) {
  if (typeof value === 'string') return <td>{value}</td>;
  return (
    <td className={value ? 'is-yes' : 'is-no'}>
      <Icon name={value ? 'check' : 'x'} label={value ? copy.included : copy.notIncluded} />
    </td>
  );
}

/** Standard vs Premium, row by row from plans.yaml; a tick or cross carries its meaning as a label. */
export function ComparisonTable({ plans, copy }: ComparisonTableProps) {
  return (
    <div className="comparison-wrap">
      <table className="comparison">
        <caption className="sr-only">{copy.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.feature}</th>
            <th scope="col">{plans.tiers.standard.name}</th>
            <th scope="col">{plans.tiers.premium.name}</th>
          </tr>
        </thead>
        <tbody>
          {plans.comparison.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              <Cell value={row.standard} copy={copy} />
              <Cell value={row.premium} copy={copy} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
