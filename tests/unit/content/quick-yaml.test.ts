import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { YamlSource } from '../../../build/content/errors';
import { yamlFiles, yamlFolders } from '../../../build/content/files';
import { parseYamlSource, validate } from '../../../build/content/load';
import { projectRoot } from '../../../build/paths';

const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');

/** Every YAML content file with its schema, as the build reads them. */
const contentFiles: { file: string; schema: z.ZodType }[] = [
  ...Object.values(yamlFiles),
  ...readdirSync(path.join(projectRoot, yamlFolders.countries.folder)).map((name) => ({
    file: `${yamlFolders.countries.folder}/${name}`,
    schema: yamlFolders.countries.schema,
  })),
];

/** What the build makes of the text: its data, or its first problem. */
function outcome(read: () => YamlSource, schema: z.ZodType): { data: unknown } | { problem: string } {
  try {
    return { data: validate(read(), schema) };
  } catch (error) {
    return { problem: String(error) };
  }
}

/** The same through the positioned parse alone: the source without the data js-yaml read. */
const positioned = (file: string, text: string, schema: z.ZodType) =>
  outcome(() => ({ ...parseYamlSource(file, text, 0), quickData: undefined }), schema);

const site = read(yamlFiles.site.file);
/** site.yaml with its tagline written as `value`. */
const tagline = (value: string) => site.replace('tagline: Balkan Premium TV streaming platforma', `tagline: ${value}`);
const tricky = [
  tagline('"Navodnici \\"unutra\\" i \\u0161\\u0111"'),
  tagline('|\n    Prvi red\n    drugi red'),
  tagline('>-\n    Presavijeno\n    u jedan red'),
  tagline('yes'),
  tagline('~'),
  tagline('1_000'),
  tagline('0x10'),
  tagline('.inf'),
  tagline('2026-01-15'),
  tagline('Pitanja & odgovori, *zvjezdica u tekstu'),
  tagline('&t Sidro'),
  tagline('!!str 7'),
  tagline('[nezatvoreno'),
  tagline('"dvotočka: unutra"'),
  tagline('dvotočka: unutra'),
  `${site}\nbrand:\n  name: Dvaput\n`,
  site.replace('brand:', '<<: { origin: "https://a.example" }\nbrand:'),
  site.replace('  name: BalkanStream', '\tname: BalkanStream'),
  `${site}\n---\nname: drugi dokument\n`,
  '',
  '# samo komentar\n',
];

describe('YAML content read by the quick parse', () => {
  it('gives the data and problems the positioned parse gives, for every content file and text written every other way', () => {
    const cases = [
      ...contentFiles.map(({ file, schema }) => ({ file, text: read(file), schema })),
      ...tricky.map((text) => ({ file: yamlFiles.site.file, text, schema: yamlFiles.site.schema })),
    ];
    for (const { file, text, schema } of cases)
      expect(
        outcome(() => parseYamlSource(file, text, 0), schema),
        text,
      ).toEqual(positioned(file, text, schema));
  });

  it('reads every content file of the project without the positioned parse', () => {
    for (const { file } of contentFiles) expect(parseYamlSource(file, read(file), 0).quickData, file).toBeDefined();
  });
});
