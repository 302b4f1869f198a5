import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { displayPath, loadYaml, parseYaml, unsafeLinkErrors } from '../../../build/content/load';
import { projectRoot } from '../../../build/paths';
import { aboutSchema } from '../../../shared/content/about';
import { siteSchema } from '../../../shared/content/site';
import { lineOf, messageOf } from '../../support/content-errors';
import { readProjectFile } from '../../support/project-file';

const brandSchema = z.strictObject({ brand: z.strictObject({ name: z.string(), slug: z.string() }) });
const brand = (text: string) => messageOf(() => parseYaml('content/site.yaml', text, brandSchema));

describe('reading a content file', () => {
  it('names it by its project path with forward slashes, however it was given', () => {
    expect(displayPath(path.join(projectRoot, 'content', 'pages', 'about.yaml'))).toBe('content/pages/about.yaml');
    expect(displayPath('content/pages/about.yaml')).toBe('content/pages/about.yaml');
  });

  it('loads and validates the committed site.yaml, by project path or absolute path', async () => {
    expect((await loadYaml('content/site.yaml', siteSchema)).brand.name).toBe('BalkanStream');
    expect((await loadYaml(path.join(projectRoot, 'content/site.yaml'), siteSchema)).brand.slug).toBe('balkanstream');
  });
});

describe('YAML syntax errors are one line, in the parser words, at their place', () => {
  it.each([
    [
      'an unclosed list',
      'brand:\n  name: [BalkanStream\n  slug: balkanstream\n',
      '3:3 Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
    ['an unclosed quote', 'brand:\n  name: "BalkanStream\n  slug: balkanstream\n', '4:1 Missing closing "quote'],
    ['a key written twice', 'brand:\n  name: A\n  name: B\n  slug: balkanstream\n', '3:3 Map keys must be unique'],
  ])('%s', (_what, text, expected) => {
    expect(brand(text)).toBe(`content/site.yaml:${expected}`);
  });
});

describe('a value holding ": " is shown as it should be written, in quotes', () => {
  const hint = 'the value contains ": ", so YAML reads it as another key; put the value in quotes:';

  it('for a top-level key', () => {
    const broken = readProjectFile('content/site.yaml').replace(
      'origin: https://balkanstream.example',
      'origin: Naša: x',
    );
    expect(messageOf(() => parseYaml('content/site.yaml', broken, siteSchema))).toBe(
      `content/site.yaml:${lineOf(broken, 'origin: Naša: x')}:9 ${hint} origin: "Naša: x"`,
    );
  });

  it('with the spaces around the value left out and the quotes inside it escaped', () => {
    const about = readProjectFile('content/pages/about.yaml');
    const spaced = about.replace('  heading: Naša misija', '  heading:   Naša misija: kanali  ');
    expect(messageOf(() => parseYaml('content/pages/about.yaml', spaced, aboutSchema))).toBe(
      `content/pages/about.yaml:${lineOf(spaced, 'Naša misija: kanali')}:14 ${hint} heading: "Naša misija: kanali"`,
    );
    expect(brand('brand:\n  name: "Balkan": Stream\n  slug: x\n')).toBe(
      `content/site.yaml:2:9 ${hint} name: "\\"Balkan\\": Stream"`,
    );
  });
  it('not for a line it cannot split into a key and a value, which keeps the parser message', () => {
    expect(brand('brand:\n  "name:x": Balkan: Stream\n')).toBe(
      'content/site.yaml:2:13 Nested mappings are not allowed in compact mappings',
    );
  });
});

describe('aliases', () => {
  it('an alias to a mark no value before it has is named at its place, not taken for an alias bomb', () => {
    const schema = z.strictObject({ a: z.number(), b: z.number(), c: z.number() });
    expect(messageOf(() => parseYaml('content/x.yaml', 'a: &one 1\nb: *one\nc: *nema\n', schema))).toBe(
      'content/x.yaml:3:4 *nema repeats the value marked &nema, but no value before it has that mark; write the value out or mark it with &nema first',
    );
    expect(parseYaml('content/x.yaml', 'a: &one 1\nb: *one\nc: *one\n', schema)).toEqual({ a: 1, b: 1, c: 1 });
  });
});

describe('an unsafe link is quoted in its error, cut short when long', () => {
  const hint = 'a link or image may only point to https://, http://, mailto:, tel: or a path on this site';
  it('a link of 60 characters is shown whole', () => {
    const url = `javascript:${'a'.repeat(49)}`;
    expect(unsafeLinkErrors('content/blog/x.md', 1, `[x](${url})\n`).map((e) => e.message)).toEqual([
      `content/blog/x.md:1:1 unsafe link "${url}": ${hint}`,
    ]);
  });

  it('a longer one (an inline image) shows its first 57 characters and ...', () => {
    const url = `data:image/png;base64,${'A'.repeat(100)}`;
    expect(unsafeLinkErrors('content/blog/x.md', 1, `![x](${url})\n`).map((e) => e.message)).toEqual([
      `content/blog/x.md:1:1 unsafe link "data:image/png;base64,${'A'.repeat(35)}...": ${hint}`,
    ]);
  });
});
