import { BODY_SLOTS, type BlogCopy, type BlogPost, type BlogPostFrontMatter } from '../../shared/content/blog';
import type { ProcessedImage } from '../../shared/manifest';
import { PostDate, postPath, readTimeText, TagList, type PostLink } from '../sections/BlogMeta';
import { FaqSection } from '../sections/FaqSection';
import { Badge } from '../ui/Badge';
import { Breadcrumb, type Crumb } from '../ui/Breadcrumb';
import { Picture } from '../ui/Picture';
import { CallToActionBand, CallToActionLinks } from '../sections/CallToActionBand';

interface BlogPostPageProps {
  post: BlogPost;
  copy: BlogCopy;
  cover: ProcessedImage;
  crumbs: readonly Crumb[];
  /** Published before this one. */
  older?: PostLink;
  /** Published after this one. */
  newer?: PostLink;
}

function SpecTable({ table }: { table: NonNullable<BlogPostFrontMatter['specTable']> }) {
  const [featureColumn, ...productColumns] = table.columns;
  return (
    // A wide table scrolls on its own on phones; the region is focusable so keyboards can scroll it too.
    <section className="table-scroll" aria-label={table.caption} tabIndex={0}>
      <table className="spec-table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{featureColumn}</th>
            {productColumns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {row.values.map((value, i) => (
                <td key={i}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function AffiliateLinks({ links, note }: { links: NonNullable<BlogPostFrontMatter['affiliateLinks']>; note: string }) {
  return (
    <aside className="affiliate-box" aria-label={note}>
      <ul className="affiliate-links" role="list">
        {links.map((link) => (
          <li key={link.url}>
            <a className="btn btn--primary" href={link.url} target="_blank" rel="sponsored nofollow noopener">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="affiliate-note">{note}</p>
    </aside>
  );
}

const slotPattern = new RegExp(
  `<p>(${Object.values(BODY_SLOTS)
    .map((s) => s.replace(/[{}]/g, '\\$&'))
    .join('|')})</p>`,
);

/** The body HTML with its slot paragraphs (`{{spec-table}}`, `{{affiliate-links}}`) replaced by the parts from front matter. */
function PostBody({ post, copy }: { post: BlogPost; copy: BlogCopy }) {
  const pieces = post.html.split(slotPattern);
  return (
    <div className="prose post-body">
      {pieces.map((piece, i) => {
        if (i % 2 === 0)
          return piece.trim() === '' ? null : <div key={i} dangerouslySetInnerHTML={{ __html: piece }} />;
        if (piece === BODY_SLOTS.specTable && post.specTable) return <SpecTable key={i} table={post.specTable} />;
        if (piece === BODY_SLOTS.affiliateLinks && post.affiliateLinks)
          return <AffiliateLinks key={i} links={post.affiliateLinks} note={copy.affiliateNote} />;
        return null;
      })}
    </div>
  );
}

export function BlogPostPage({ post, copy, cover, crumbs, older, newer }: BlogPostPageProps) {
  return (
    <>
      <article className="section post" aria-labelledby="post-title">
        <div className="container container--narrow">
          <Breadcrumb label={copy.breadcrumbLabel} crumbs={crumbs} />
          <header className="post-head">
            <Badge>{post.category}</Badge>
            <h1 id="post-title">{post.title}</h1>
            <p className="blog-meta">
              <span>
                {copy.byAuthor}: <span className="post-author">{post.author}</span>
              </span>
              <span aria-hidden="true"> · </span>
              <PostDate date={post.date} />
              <span aria-hidden="true"> · </span>
              <span>{readTimeText(copy, post)}</span>
              {post.updated && (
                <>
                  <span aria-hidden="true"> · </span>
                  <span>
                    {copy.updatedLabel}: <PostDate date={post.updated} />
                  </span>
                </>
              )}
            </p>
            <TagList label={copy.tagsLabel} tags={post.tags} />
          </header>
          <Picture
            className="post-cover"
            image={cover}
            alt={post.coverAlt}
            sizes="(min-width: 860px) 800px, 92vw"
            loading="eager"
          />
          <PostBody post={post} copy={copy} />
        </div>
      </article>

      {post.faq && <FaqSection id="post-faq" heading={post.faq.heading} items={post.faq.items} tone="alt" />}

      {post.linkBox && (
        <CallToActionBand id="post-links" heading={post.linkBox.heading} text={post.linkBox.text} reveal={false}>
          <CallToActionLinks links={post.linkBox.links} />
        </CallToActionBand>
      )}

      {(older || newer) && (
        <nav className="section post-nav" aria-label={copy.postNav.label}>
          <div className="container container--narrow post-nav-links">
            {older && (
              <a href={postPath(older)} rel="prev" className="card post-nav-link">
                <span className="post-nav-label">← {copy.postNav.previous}</span>
                <span className="post-nav-title">{older.title}</span>
              </a>
            )}
            {newer && (
              <a href={postPath(newer)} rel="next" className="card post-nav-link post-nav-link--next">
                <span className="post-nav-label">{copy.postNav.next} →</span>
                <span className="post-nav-title">{newer.title}</span>
              </a>
            )}
          </div>
        </nav>
      )}
    </>
  );
}
