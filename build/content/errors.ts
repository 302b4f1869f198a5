import { isNode, LineCounter, type Document } from 'yaml';
import type { z } from 'zod';

/** A content problem an editor can jump to: `content/file.yaml:LINE:COL field.path: message`. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly col: number,
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${file}:${line}:${col} ${field ? `${field}: ` : ''}${detail}`);
    this.name = 'ContentError';
  }
}

/** Several content problems at once, so an editor fixes them in one pass. */
export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'ContentErrors';
  }
}

export interface YamlSource {
  file: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  /** Lines before the YAML text inside its file (front matter starts after the opening `---`). */
  lineOffset: number;
}

/** Where a path points in the YAML source; falls back to the nearest existing parent (a missing field points at its parent). */
export function locate(source: YamlSource, path: readonly PropertyKey[]): { line: number; col: number } {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? source.doc.contents : source.doc.getIn(path.slice(0, depth) as unknown[], true);
    if (isNode(node) && node.range) {
      const { line, col } = source.lineCounter.linePos(node.range[0]);
      return { line: line + source.lineOffset, col };
    }
  }
  return { line: 1 + source.lineOffset, col: 1 };
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/** An error about a value that passed its schema but is wrong in context (e.g. a link to no page), at its place in the file. */
export function errorAt(source: YamlSource, field: readonly (string | number)[], message: string): ContentError {
  const { line, col } = locate(source, field);
  return new ContentError(source.file, line, col, formatPath(field), message);
}

export function issuesToErrors(source: YamlSource, issues: readonly z.core.$ZodIssue[]): ContentError[] {
  return issues.map((issue) => {
    const { line, col } = locate(source, issue.path);
    return new ContentError(source.file, line, col, formatPath(issue.path), issue.message);
  });
}

/** Runs every task and throws one ContentErrors with all their content problems, so an editor fixes them in one pass. */
export async function settleContent<T extends readonly unknown[]>(tasks: { [K in keyof T]: () => Promise<T[K]> | T[K] }): Promise<T> {
  const results = await Promise.allSettled(tasks.map(async (task) => task()));
  const errors = results.flatMap((r) => {
    if (r.status === 'fulfilled') return [];
    if (r.reason instanceof ContentErrors) return r.reason.errors;
    if (r.reason instanceof ContentError) return [r.reason];
    throw r.reason;
  });
  if (errors.length > 0) throw new ContentErrors(errors);
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
