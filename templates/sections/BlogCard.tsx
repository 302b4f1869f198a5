import type { BlogCopy, BlogPost } from '../../shared/content/blog';
import type { ProcessedImage } from '../../shared/manifest';
import { Badge } from '../ui/Badge';
import { Picture } from '../ui/Picture';
import { PostDate, postPath, readTimeText, TagList } from './BlogMeta';

/** Cards show at most three tags (spec); the post page shows them all. */
const CARD_TAGS = 3;

export type BlogCardPost = Pick<
  BlogPost,
  'slug' | 'title' | 'excerpt' | 'coverImage' | 'coverAlt' | 'category' | 'tags' | 'date' | 'readMinutes'
>;

interface BlogCardProps {
  post: BlogCardPost;
  copy: BlogCopy;
  cover: ProcessedImage;
  /** The first cards are in the first screen and load eagerly. */
  eager: boolean;
}

export function BlogCard({ post, copy, cover, eager }: BlogCardProps) {
  const titleId = `post-${post.slug}`;
  return (
    <li className="card blog-card">
      <article aria-labelledby={titleId}>
        <Picture
          className="blog-card-cover"
          image={cover}
          alt={post.coverAlt}
          sizes="(min-width: 1100px) 340px, (min-width: 760px) 45vw, 92vw"
          loading={eager ? 'eager' : 'lazy'}
        />
        <div className="blog-card-body">
          <Badge>{post.category}</Badge>
          <h2 id={titleId} className="blog-card-title">
            <a href={postPath(post)}>{post.title}</a>
          </h2>
          <p className="blog-card-excerpt">{post.excerpt}</p>
          <TagList label={copy.tagsLabel} tags={post.tags} limit={CARD_TAGS} />
          <p className="blog-meta">
            <PostDate date={post.date} />
            <span aria-hidden="true"> · </span>
            <span>{readTimeText(copy, post)}</span>
          </p>
        </div>
      </article>
    </li>
  );
}
