import { isMap, isNode, isScalar, LineCounter, type Document } from 'yaml';
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
  /** Parsed with node positions; a source read by the quick parse is parsed so only once a problem must be placed. */
  readonly doc: Document.Parsed;
  readonly lineCounter: LineCounter;
  /** Lines before the YAML text inside its file (front matter starts after the opening `---`). */
  lineOffset: number;
  /** The data as js-yaml read it, when it read the text plainly (see parseYamlSource). */
  quickData?: unknown;
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
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}

/** An error about a value that passed its schema but is wrong in context (e.g. a link to no page), at its place in the file. */
export function errorAt(source: YamlSource, field: readonly (string | number)[], message: string): ContentError {
  const { line, col } = locate(source, field);
  return new ContentError(source.file, line, col, formatPath(field), message);
}

/** Where a key itself is written (not its value), so an unknown key is reported on its own line. */
function locateKey(source: YamlSource, parent: readonly PropertyKey[], key: string): { line: number; col: number } {
  const map = parent.length === 0 ? source.doc.contents : source.doc.getIn(parent as unknown[], true);
  const pair = isMap(map) ? map.items.find((item) => isScalar(item.key) && String(item.key.value) === key) : undefined;
  if (isScalar(pair?.key) && pair.key.range) {
    const { line, col } = source.lineCounter.linePos(pair.key.range[0]);
    return { line: line + source.lineOffset, col };
  }
  return locate(source, parent);
}

/** Edits apart, a swap of two neighbouring letters counting as one (optimal string alignment), to suggest the key an editor meant. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** The known key closest to a misspelt one, if it is close enough to be a typo (an edit per four letters). */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const scored = known.map((candidate) => ({ candidate, edits: distance(key.toLowerCase(), candidate.toLowerCase()) }));
  const best = scored.sort((a, b) => a.edits - b.edits)[0];
  return best && best.edits <= Math.max(1, Math.floor(key.length / 4)) ? best.candidate : undefined;
}

/** What is wrong with one unknown key, with the key meant or, failing a close one, the keys allowed there. */
function unknownKeyMessage(key: string, known: readonly string[]): string {
  const meant = closestKey(key, known);
  return meant ? `unknown key; did you mean ${meant}?` : `unknown key; allowed here: ${known.join(', ')}`;
}

/**
 * zod's messages in an editor's words. An object's unknown keys arrive as one issue; its message carries one line per key
 * (the keys the object knows are only at hand here), which issuesToErrors splits back into one error per key.
 */
export function contentIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  // YAML has no undefined: an undefined input is an absent key, whatever the field's type (a union or literal too).
  if (issue.input === undefined) return 'required field is missing';
  if (
    issue.code === 'invalid_type' &&
    issue.expected === 'number' &&
    typeof issue.input === 'string' &&
    /^\s*-?\d+,\d+\s*$/.test(issue.input)
  ) {
    return `write ${issue.input.trim().replace(',', '.')}: numbers take a dot, not a comma`;
  }
  if (issue.code === 'invalid_type' && issue.expected === 'string') {
    const entries =
      issue.input && typeof issue.input === 'object' && !Array.isArray(issue.input) ? Object.entries(issue.input) : [];
    const [key, value] = entries[0] ?? [];
    if (entries.length === 1 && (typeof value === 'string' || typeof value === 'number')) {
      return `the text contains ": ", so YAML reads it as a key and a value; put it in quotes: "${`${key}: ${value}`.replace(/["\\]/g, '\\$&')}"`;
    }
  }
  if (issue.code === 'unrecognized_keys') {
    const shape =
      (issue.inst as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape ?? {};
    return issue.keys.map((key) => unknownKeyMessage(key, Object.keys(shape))).join('\n');
  }
  return undefined;
}

export function issuesToErrors(source: YamlSource, issues: readonly z.core.$ZodIssue[]): ContentError[] {
  const errors = issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const messages = issue.message.split('\n');
      return issue.keys.map((key, i) => {
        const { line, col } = locateKey(source, issue.path, key);
        return new ContentError(
          source.file,
          line,
          col,
          formatPath([...issue.path, key]),
          messages.length === issue.keys.length ? messages[i]! : 'unknown key',
        );
      });
    }
    const { line, col } = locate(source, issue.path);
    return [new ContentError(source.file, line, col, formatPath(issue.path), issue.message)];
  });
  return errors.map((error) => withTypo(error, errors));
}

/** A missing field whose misspelling sits next to it says so, so the editor fixes the key instead of adding a second one. */
function withTypo(error: ContentError, errors: readonly ContentError[]): ContentError {
  if (error.detail !== 'required field is missing') return error;
  const typo = errors.find(
    (other) =>
      other.detail === `unknown key; did you mean ${lastKey(error.field)}?` &&
      parentOf(other.field) === parentOf(error.field),
  );
  if (!typo) return error;
  return new ContentError(
    error.file,
    error.line,
    error.col,
    error.field,
    `required field is missing; is ${lastKey(typo.field)} on line ${typo.line} meant to be ${lastKey(error.field)}?`,
  );
}

const lastKey = (field: string) => /[^.[\]]+$/.exec(field)?.[0] ?? field;
const parentOf = (field: string) => field.slice(0, field.length - lastKey(field).length);

/** Runs every task and throws one ContentErrors with all their content problems, so an editor fixes them in one pass. */
export async function settleContent<T extends readonly unknown[]>(
  tasks: { [K in keyof T]: () => Promise<T[K]> | T[K] },
): Promise<T> {
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
