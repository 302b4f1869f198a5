import { remark } from 'remark';
import remarkHtml from 'remark-html';

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
  data?: { hProperties?: Record<string, string> };
}

function plainText(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(plainText).join('');
}

/** URL fragment from heading text: 'Što je 4K HDR?' → 'sto-je-4k-hdr'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('đ', 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Gives every heading an id from its text (unique within the document), so a section can be linked. */
function headingIds() {
  return (tree: MdNode) => {
    const seen = new Map<string, number>();
    for (const node of tree.children ?? []) {
      if (node.type !== 'heading') continue;
      const base = slugify(plainText(node)) || 'section';
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: count === 0 ? base : `${base}-${count + 1}` } };
    }
  };
}

/** Link targets a post may use: the web, mail, phone, and paths or fragments on this site. */
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;

/**
 * What an editor's Markdown may not carry into the page: raw HTML is removed from the tree (an editor's
 * <script> or onclick never reaches the page) and a link or image URL with another scheme (javascript:, data:)
 * is emptied. Doing this on the Markdown tree replaces remark-html's HTML sanitizer, which cost a third of
 * the Markdown time at thousands of posts; everything else is built by mdast-util-to-hast, which escapes text.
 */
function dropUnsafe() {
  const clean = (node: MdNode): void => {
    if (node.url !== undefined && !SAFE_URL.test(node.url.trim())) node.url = '';
    if (!node.children) return;
    node.children = node.children.filter((child) => child.type !== 'html');
    node.children.forEach(clean);
  };
  return clean;
}

const processor = remark().use(dropUnsafe).use(headingIds).use(remarkHtml, { sanitize: false }).freeze();

/** Markdown to HTML with heading ids; raw HTML and unsafe link schemes are dropped (see dropUnsafe). */
export function markdownToHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}
