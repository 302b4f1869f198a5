import type { BlogCopy } from '../../shared/content/blog';
import type { ImageManifest } from '../../shared/manifest';
import { BlogCard, type BlogCardPost } from '../sections/BlogCard';
import { CallToActionBand, CallToActionLinks } from '../sections/CallToActionBand';
import { PageHero } from '../sections/PageHero';

export interface BlogPageLink {
  path: string;
  page: number;
}

interface BlogIndexPageProps {
  copy: BlogCopy;
  /** The posts of this page, newest first. */
  posts: readonly BlogCardPost[];
  images: ImageManifest;
  /** 1 for /blog. */
  page: number;
  previous?: BlogPageLink;
  next?: BlogPageLink;
}

/** Cards shown before the first lazy one: the first row of the widest grid. */
const EAGER_CARDS = 3;

export function BlogIndexPage({ copy, posts, images, page, previous, next }: BlogIndexPageProps) {
  const pageLabel = (n: number) => copy.pagination.page.replace('{page}', String(n));
  return (
    <>
      <PageHero
        id="blog"
        heading={
          <>
            {copy.heading}
            {page > 1 && <span className="blog-page-number"> – {pageLabel(page)}</span>}
          </>
        }
        lead={copy.lead}
      />

      <div className="section blog-list">
        <div className="container">
          {posts.length === 0 ? (
            <p className="blog-empty">{copy.empty}</p>
          ) : (
            <ul className="grid grid--3 blog-grid" role="list">
              {posts.map((post, i) => (
                <BlogCard
                  key={post.slug}
                  post={post}
                  copy={copy}
                  cover={images[post.coverImage]!}
                  eager={page === 1 && i < EAGER_CARDS}
                />
              ))}
            </ul>
          )}
          {(previous || next) && (
            <nav className="pagination" aria-label={copy.pagination.label}>
              {previous && (
                <a href={previous.path} rel="prev" className="btn btn--secondary">
                  ← {copy.pagination.previous}
                </a>
              )}
              <span className="pagination-current">{pageLabel(page)}</span>
              {next && (
                <a href={next.path} rel="next" className="btn btn--secondary">
                  {copy.pagination.next} →
                </a>
              )}
            </nav>
          )}
        </div>
      </div>

      <CallToActionBand id="blog-help" heading={copy.bottomBox.heading} text={copy.bottomBox.text} reveal={false}>
        <CallToActionLinks links={copy.bottomBox.links} />
      </CallToActionBand>
    </>
  );
}
