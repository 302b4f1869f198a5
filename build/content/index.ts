import { loadContentSources } from './sources';
import { validateContent, type Content } from './validate';

export type { Content, LegalPage } from './validate';
export type { Blog, BlogPost } from './blog';
export type { ContentSources } from './sources';
export { loadContentSources } from './sources';
export { validateContent } from './validate';

/** Both content stages at once, for tests and tools that need the validated content. */
export async function loadContent(): Promise<Content> {
  return validateContent(await loadContentSources());
}
