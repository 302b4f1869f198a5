export interface Crumb {
  name: string;
  /** A crumb without a page of its own (e.g. 'Countries') is shown as text. */
  path?: string;
}

interface BreadcrumbProps {
  /** Accessible name of the trail, in the page's language (e.g. 'Putanja'). */
  label: string;
  /** From the home page to the current page; the last crumb is the page itself. */
  crumbs: readonly Crumb[];
}

/** The visible trail; BreadcrumbList structured data is built from the same crumbs (build/routes/structured-data.ts). */
export function Breadcrumb({ label, crumbs }: BreadcrumbProps) {
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={i} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={i}>{crumb.path ? <a href={crumb.path}>{crumb.name}</a> : crumb.name}</li>
          ),
        )}
      </ol>
    </nav>
  );
}
