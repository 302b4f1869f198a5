import { createRequire } from 'node:module';
import { plainMarkdownToHtml, slugify } from './plain-markdown';

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
  data?: { hProperties?: Record<string, string> };
  position?: { start: { line: number; column: number } };
}

function plainText(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(plainText).join('');
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
      node.data = {
        ...node.data,
        hProperties: { ...node.data?.hProperties, id: count === 0 ? base : `${base}-${count + 1}` },
      };
    }
  };
}

/** Schemes a link or image may use; any other (javascript:, vbscript:, data:, file:) is refused. Paths and fragments have none. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** Whether a link target is safe, read as a browser reads it: tabs, line breaks and control characters dropped, any case. */
export function isSafeUrl(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
}

/** Link targets as written (inline, reference definitions, autolinks), found without parsing the whole body. */
const WRITTEN_TARGET = /\]\(\s*<?([^\n)>]*)|\]:[ \t]*<?([^\s>]*)|<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/gi;

export interface UnsafeLink {
  /** Line and column in the Markdown text (1-based). */
  line: number;
  col: number;
  url: string;
}

/**
 * Links and images whose target is not safe, with their place in the text. Parsing costs tens of ms a body, so only a
 * body with a written target that may be unsafe is parsed: one that is, or that hides letters in entities or escapes.
 */
export function unsafeLinks(markdown: string): UnsafeLink[] {
  const suspect = [...markdown.matchAll(WRITTEN_TARGET)].some((m) => {
    const target = m[1] ?? m[2] ?? m[3] ?? '';
    return /[&\\]/.test(target) || !isSafeUrl(target);
  });
  if (!suspect) return [];
  const found: UnsafeLink[] = [];
  const visit = (node: MdNode): void => {
    if (node.url !== undefined && !isSafeUrl(node.url))
      found.push({ line: node.position?.start.line ?? 1, col: node.position?.start.column ?? 1, url: node.url });
    node.children?.forEach(visit);
  };
  visit(remarkRenderer().parse(markdown));
  return found;
}

function dropUnsafe() {
  const clean = (node: MdNode): void => {
    if (node.url !== undefined && !isSafeUrl(node.url)) node.url = '';
    if (!node.children) return;
    node.children = node.children.filter((child) => child.type !== 'html');
    node.children.forEach(clean);
  };
  return clean;
}

/** remark and its HTML plugin: what bodies that are not written plainly render with. */
export interface RemarkPackages {
  remark: typeof import('remark').remark;
  remarkHtml: typeof import('remark-html').default;
}

let handed: RemarkPackages | undefined;

/** For a thread whose bundle holds remark (markdown-worker.ts), which has no node_modules to load it from. */
export function useRemark(packages: RemarkPackages): void {
  handed = packages;
}

function requireRemark(): RemarkPackages {
  const load = createRequire(import.meta.url);
  return {
    remark: (load('remark') as typeof import('remark')).remark,
    remarkHtml: (load('remark-html') as typeof import('remark-html')).default,
  };
}

interface RemarkRenderer {
  parse: (markdown: string) => MdNode;
  toHtml: (markdown: string) => string;
}
let renderer: RemarkRenderer | undefined;

/**
 * remark, loaded the first time a body needs it: the site's own bodies are all written plainly, and loading remark's
 * ~150 modules took ~140 ms of each build. Required, as Markdown renders within synchronous stages.
 */
function remarkRenderer(): RemarkRenderer {
  if (renderer) return renderer;
  const { remark, remarkHtml } = handed ?? requireRemark();
  const parser = remark();
  const processor = remark().use(dropUnsafe).use(headingIds).use(remarkHtml, { sanitize: false }).freeze();
  return (renderer = {
    parse: (markdown) => parser.parse(markdown) as MdNode,
    toHtml: (markdown) => String(processor.processSync(markdown)),
  });
}

/** Markdown to HTML with heading ids; raw HTML and unsafe link schemes are dropped (see dropUnsafe). Plainly written bodies skip the parser. */
export function markdownToHtml(markdown: string): string {
  return plainMarkdownToHtml(markdown) ?? remarkToHtml(markdown);
}

/** The same through remark alone, whatever the body: for bodies plainMarkdownToHtml turned down, and what it must match. */
export function remarkToHtml(markdown: string): string {
  return remarkRenderer().toHtml(markdown);
}
