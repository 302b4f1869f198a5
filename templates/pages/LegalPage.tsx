import type { LegalPage as LegalContent } from '../../shared/content/legal';
import type { Layout } from '../../shared/content/layout';
import type { Site } from '../../shared/content/site';
import { mailtoLink } from '../links';

interface LegalPageProps {
  page: LegalContent;
  layout: Layout;
  site: Site;
}

const dateFormat = new Intl.DateTimeFormat('bs-BA', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `updated` is a calendar date from front matter (UTC midnight): format and serialise it in UTC. */
export function LegalPage({ page, layout, site }: LegalPageProps) {
  return (
    <article className="section legal">
      <div className="container container--narrow">
        <header className="legal-head">
          <h1>{page.heading}</h1>
          <p className="legal-updated">
            {layout.legal.updatedLabel}:{' '}
            <time dateTime={page.updated.toISOString().slice(0, 10)}>{dateFormat.format(page.updated)}</time>
          </p>
        </header>
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        <p className="legal-contact">
          {layout.legal.contactText} <a href={mailtoLink(site.contact.email)}>{site.contact.email}</a>
        </p>
      </div>
    </article>
  );
}
