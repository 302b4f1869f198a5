import type { BlogCopy, BlogPost } from '../../shared/content/blog';

// Front-matter dates are calendar days (UTC midnight): format them in UTC so no time zone shifts the day.
const dateFormat = new Intl.DateTimeFormat('bs-BA', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

// Thousands of cards and posts show the same few thousand days; Intl formatting is slow enough to do each once.
const formatted = new Map<number, string>();

function formatDay(date: Date): string {
  let text = formatted.get(date.getTime());
  if (text === undefined) {
    text = dateFormat.format(date);
    formatted.set(date.getTime(), text);
  }
  return text;
}

export function PostDate({ date }: { date: Date }) {
  return <time dateTime={date.toISOString().slice(0, 10)}>{formatDay(date)}</time>;
}

export function readTimeText(copy: BlogCopy, post: Pick<BlogPost, 'readMinutes'>): string {
  return copy.readTime.replace('{minutes}', String(post.readMinutes));
}

/** What a link to another post shows. */
export type PostLink = Pick<BlogPost, 'slug' | 'title'>;

export function postPath(post: PostLink): string {
  return `/blog/${post.slug}`;
}

/** The list of a post's tags; cards show at most `limit`. */
export function TagList({ label, tags, limit }: { label: string; tags: readonly string[]; limit?: number }) {
  const shown = limit === undefined ? tags : tags.slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <div className="tags">
      <span className="sr-only">{label}: </span>
      <ul className="tag-list">
        {shown.map((tag) => (
          <li key={tag} className="tag">
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}
