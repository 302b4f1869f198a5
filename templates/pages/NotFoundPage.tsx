import type { Layout } from '../../shared/content/layout';
import { NOT_FOUND_SCRIPT } from '../notFoundScript';
import { ButtonLink } from '../ui/Button';

export function NotFoundPage({ copy }: { copy: Layout['notFound'] }) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <div className="container not-found-inner">
        <p className="not-found-code gradient-text">{copy.code}</p>
        <h1 id="not-found-title">{copy.heading}</h1>
        <p className="lead">{copy.text}</p>
        <ButtonLink href="/" size="lg">
          {copy.homeLink}
        </ButtonLink>
      </div>
      <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_SCRIPT }} />
    </section>
  );
}
