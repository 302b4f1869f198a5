import { readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { CORE_SCHEMA, load as loadYamlQuickly } from 'js-yaml';
import { LineCounter, parseDocument, visit, type Alias } from 'yaml';
import type { z } from 'zod';
import { contentIssueMessage, ContentError, ContentErrors, issuesToErrors, type YamlSource } from './errors';
import { projectRoot } from '../paths';
import { unsafeLinks } from './markdown';

/** Project-relative path with forward slashes, as editors see it in their tree and in error messages. */
export function displayPath(file: string): string {
  return path.relative(projectRoot, path.resolve(projectRoot, file)).split(path.sep).join('/');
}

/** Anything that may be an anchor, alias or tag (`&`, `*` or `!` starting a word), a merge key or a directive. */
const UNPLAIN_YAML = /(?:^|[\s[{,:])[&*!]\S|<<|^%/m;

/**
 * YAML as content: its data read by js-yaml, ~5× quicker than the yaml Document that keeps node positions, which is
 * then parsed only when a problem must be placed at its line. Text js-yaml cannot read, or that may use what the two
 * read differently (anchors and aliases, which only the yaml package bounds, tags, merge keys), is parsed with positions
 * at once, so a syntax error is a ContentError at its line.
 */
export function parseYamlSource(file: string, text: string, lineOffset: number): YamlSource {
  const quickData = plainYamlData(text);
  if (quickData === undefined) return positionedYaml(file, text, lineOffset);
  let positioned: YamlSource | undefined;
  const parsed = () => (positioned ??= positionedYaml(file, text, lineOffset));
  return {
    file,
    lineOffset,
    quickData,
    get doc() {
      return parsed().doc;
    },
    get lineCounter() {
      return parsed().lineCounter;
    },
  };
}

/** The data js-yaml reads from plain YAML; undefined for text it cannot read or that may not be plain. */
function plainYamlData(text: string): unknown {
  if (UNPLAIN_YAML.test(text)) return undefined;
  try {
    return loadYamlQuickly(text, { schema: CORE_SCHEMA });
  } catch {
    return undefined;
  }
}

/** Parses YAML keeping node positions; a syntax error is a ContentError at its line. */
function positionedYaml(file: string, text: string, lineOffset: number): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const source = { file, doc, lineCounter, lineOffset };
  const [syntax] = doc.errors;
  if (syntax) {
    const { line, col } = lineCounter.linePos(syntax.pos[0]);
    const hint = syntax.code === 'BLOCK_AS_IMPLICIT_KEY' ? quoteHint(text.split('\n')[line - 1] ?? '') : undefined;
    throw new ContentError(
      file,
      line + lineOffset,
      col,
      '',
      hint ?? syntax.message.split('\n')[0] ?? 'YAML syntax error',
    );
  }
  return source;
}

/** A value holding `: ` reads as a second key on the line: say so, with the line as it should be written. */
function quoteHint(lineText: string): string | undefined {
  const [, key, value] = /^(\s*(?:- )?[^\s:#][^:#]*:\s+)(.*?)\s*$/.exec(lineText) ?? [];
  if (key === undefined || !value) return undefined;
  return `the value contains ": ", so YAML reads it as another key; put the value in quotes: ${key.trim()} "${value.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * The data of a parsed file. An alias with no anchor before it, and aliases that would expand past what content needs
 * (an alias bomb, stopped at the first alias), are errors at that alias.
 */
function contentData(source: YamlSource): unknown {
  try {
    return source.doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    const unresolved = error.message.startsWith('Unresolved alias');
    if (!unresolved && !/excessive alias/i.test(error.message)) throw error;
    let at: Alias | undefined;
    visit(source.doc, {
      Alias: (_, node) => {
        if (unresolved && node.resolve(source.doc) !== undefined) return undefined;
        at = node;
        return visit.BREAK;
      },
    });
    const { line, col } = at?.range ? source.lineCounter.linePos(at.range[0]) : { line: 1, col: 1 };
    throw new ContentError(
      source.file,
      line + source.lineOffset,
      col,
      '',
      unresolved
        ? `*${at?.source} repeats the value marked &${at?.source}, but no value before it has that mark; write the value out or mark it with &${at?.source} first`
        : 'aliases (*name) here expand to far more data than a content file holds; write the values out instead of repeating aliases of aliases',
    );
  }
}

/**
 * Checks parsed YAML against its schema; every problem becomes a ContentError at its node. Without zod's compiled
 * checks: each schema checks a file or two per build, and compiling them cost more than it saved (~70 ms a build).
 */
export function validate<S extends z.ZodType>(source: YamlSource, schema: S): z.output<S> {
  if (source.quickData !== undefined) {
    const quick = schema.safeParse(source.quickData, { jitless: true });
    if (quick.success) return quick.data;
  }
  const result = schema.safeParse(contentData(source), { error: contentIssueMessage, jitless: true });
  if (!result.success) throw new ContentErrors(issuesToErrors(source, result.error.issues));
  return result.data;
}

/** Parses and validates YAML text; errors name `file` (already project-relative). */
export function parseYaml<S extends z.ZodType>(file: string, text: string, schema: S): z.output<S> {
  return validate(parseYamlSource(file, text, 0), schema);
}

export async function loadYaml<S extends z.ZodType>(file: string, schema: S): Promise<z.output<S>> {
  const text = await readFile(path.resolve(projectRoot, file), 'utf8');
  return parseYaml(displayPath(file), text, schema);
}

export interface MarkdownFile<T> {
  data: T;
  /** The Markdown body after the front matter. */
  body: string;
}

/** Parses Markdown with YAML front matter; front-matter errors point at their line in the .md file. */
export function parseMarkdown<S extends z.ZodType>(file: string, text: string, schema: S): MarkdownFile<z.output<S>> {
  const { source, body } = parseMarkdownSource(file, text);
  return { data: validate(source, schema), body };
}

/** A Markdown file split by gray-matter: the front matter (empty when there is none), where it starts, and the body. */
export interface MarkdownParts {
  matter: string;
  /** Lines before the front matter in the .md file, so its errors point at their line there. */
  lineOffset: number;
  body: string;
}

export function splitMarkdown(text: string): MarkdownParts {
  // gray-matter only splits; our own YAML parse keeps the node ranges for line numbers.
  const parsed = matter(text, { engines: { yaml: () => ({}) } });
  const lineOffset = parsed.matter ? text.slice(0, text.indexOf(parsed.matter)).split('\n').length - 1 : 0;
  return { matter: parsed.matter, lineOffset, body: parsed.content };
}

/** Parses the front matter of a split Markdown file, keeping its line numbers in the .md file. */
export function parseFrontMatter(file: string, { matter: front, lineOffset }: MarkdownParts): YamlSource {
  if (!front) throw new ContentError(file, 1, 1, '', 'missing front matter (a block between --- lines at the top)');
  return parseYamlSource(file, front, lineOffset);
}

/**
 * Valid front matter's data, or undefined when anything is wrong with it: js-yaml reads front matter ~6× faster than
 * the yaml Document that keeps node positions, so at thousands of posts the caller parses with positions only the
 * files this rejects, to report their problems at their lines. Text that may not be plain YAML goes that way too, as
 * in parseYamlSource. Unlike there, the schema's checks are compiled: thousands of posts share one schema.
 */
export function parseValidFrontMatter<S extends z.ZodType>(
  { matter: front }: MarkdownParts,
  schema: S,
): z.output<S> | undefined {
  const data = front ? plainYamlData(front) : undefined;
  if (data === undefined) return undefined;
  try {
    const result = schema.safeParse(data);
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** Splits front matter from the body and parses the front matter. */
export function parseMarkdownSource(
  file: string,
  text: string,
): { source: YamlSource; body: string; bodyLine: number } {
  const parts = splitMarkdown(text);
  return { source: parseFrontMatter(file, parts), body: parts.body, bodyLine: bodyStartLine(text, parts.body) };
}

/** The line of the .md file where the body starts (gray-matter's body is the file's tail). */
export function bodyStartLine(text: string, body: string): number {
  return text.slice(0, text.length - body.length).split('\n').length;
}

/** Links and images in a body that could run code or fake a page (javascript:, data:, vbscript: …), at their line in the .md file. */
export function unsafeLinkErrors(file: string, bodyLine: number, body: string): ContentError[] {
  return unsafeLinks(body).map(({ line, col, url }) => {
    const shown = JSON.stringify(url.length > 60 ? `${url.slice(0, 57)}...` : url);
    return new ContentError(
      file,
      bodyLine + line - 1,
      col,
      '',
      `unsafe link ${shown}: a link or image may only point to https://, http://, mailto:, tel: or a path on this site`,
    );
  });
}
