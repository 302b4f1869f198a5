import { remark } from 'remark';
import remarkHtml from 'remark-html';

interface MdNode {
  type: string;
  value?: string;
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

// remark-html sanitizes by default: raw HTML in a post (an editor's <script>) is dropped, never passed through.
const processor = remark().use(headingIds).use(remarkHtml).freeze();

/** Markdown to sanitized HTML with heading ids. */
export function markdownToHtml(markdown: string): string {
  // The sanitizer prefixes ids against DOM clobbering; ours come only from heading text, so the plain fragment is kept.
  return String(processor.processSync(markdown)).replaceAll(' id="user-content-', ' id="');
}
