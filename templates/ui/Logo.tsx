/** Splits a camel-case brand (`BalkanStream`) so its last word can carry the accent gradient. */
function splitBrand(name: string): [string, string] {
  const match = /^(.+?)([A-Z][a-z0-9]+)$/.exec(name);
  return match ? [match[1]!, match[2]!] : [name, ''];
}

interface LogoMarkProps {
  /** Unique per page: the mark is drawn more than once (header, footer) and SVG gradient ids are global. */
  id: string;
  className?: string;
}

/** The mark alone: a rounded screen filled with the accent gradient and a play triangle. */
export function LogoMark({ id, className = 'logo-mark' }: LogoMarkProps) {
  const gradient = `${id}-gradient`;
  return (
    <svg className={className} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#06b6d4" />
        </linearGradient>
      </defs>
      <rect x="2" y="4" width="28" height="21" rx="6" fill={`url(#${gradient})`} />
      <path d="M13 10.2v8.6l7.4-4.3Z" fill="#fff" />
      <rect x="9.7" y="27.2" width="12.6" height="2.6" rx="1.3" fill={`url(#${gradient})`} />
    </svg>
  );
}

interface LogoProps {
  name: string;
  id: string;
}

/** Mark + brand name; the caller wraps it in a link when it should lead home. */
export function Logo({ name, id }: LogoProps) {
  const [first, last] = splitBrand(name);
  return (
    <span className="logo">
      <LogoMark id={id} />
      <span className="logo-text">
        {first}
        {last && <span className="logo-accent">{last}</span>}
      </span>
    </span>
  );
}
