import { loadContentSources } from './sources';
import type { Content } from '../../shared/content/content';
import { validateContent } from './validate';

export type { ContentSources } from './sources';
export { loadContentSources } from './sources';
export { validateContent } from './validate';

/** Both content stages at once, for tests and tools that need the validated content. */
export async function loadContent(): Promise<Content> {
  return validateContent(await loadContentSources());
}
