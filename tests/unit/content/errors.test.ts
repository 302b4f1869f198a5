import { describe, expect, it } from 'vitest';
import { ContentErrors } from '../../../build/content/errors';
import { loadContentSources, validateContent } from '../../../build/content';
import { parseMarkdown, parseYaml, parseYamlSource } from '../../../build/content/load';
import { legalFrontMatterSchema } from '../../../shared/content/legal';
import { siteSchema } from '../../../shared/content/site';
import { aboutSchema } from '../../../shared/content/about';
import { messageOf, lineOf } from '../../support/content-errors';
import { readProjectFile } from '../../support/project-file';

const siteYaml = readProjectFile('content/site.yaml');
const aboutYaml = readProjectFile('content/pages/about.yaml');

describe('content validation errors point editors at file, line, column and field', () => {
  it('accepts the committed site.yaml', () => {
    expect(parseYaml('content/site.yaml', siteYaml, siteSchema).brand.name).toBe('BalkanStream');
  });

  it('names a field of the wrong type at its own line', () => {
    const broken = siteYaml.replace('origin: https://balkanstream.example', 'origin: 42');
    const line = lineOf(broken, 'origin: 42');
    expect(messageOf(() => parseYaml('content/site.yaml', broken, siteSchema))).toMatch(
      new RegExp(`^content/site\\.yaml:${line}:9 origin: .+`),
    );
  });

  it('names a nested field inside a list with its index', () => {
    const broken = siteYaml.replace('    path: /lista-kanala', '    path: lista-kanala');
    const line = lineOf(broken, 'path: lista-kanala');
    expect(messageOf(() => parseYaml('content/site.yaml', broken, siteSchema))).toBe(
      `content/site.yaml:${line}:11 navigation[1].path: must be a site path starting with /`,
    );
  });

  it('points a missing required field at its parent object', () => {
    const broken = siteYaml.replace(/^ {2}email: .*\n/m, '');
    const parentLine = lineOf(broken, '  phone:');
    expect(messageOf(() => parseYaml('content/site.yaml', broken, siteSchema))).toMatch(
      new RegExp(`^content/site\\.yaml:${parentLine}:3 contact\\.email: required field is missing$`),
    );
  });

  it('reports a YAML syntax error at the line where it happens', () => {
    const broken = siteYaml.replace('  name: BalkanStream', '  name: [BalkanStream');
    const message = messageOf(() => parseYaml('content/site.yaml', broken, siteSchema));
    const [, line] = /^content\/site\.yaml:(\d+):\d+ /.exec(message) ?? [];
    expect(Number(line)).toBeGreaterThanOrEqual(lineOf(broken, 'name: [BalkanStream'));
    expect(Number(line)).toBeLessThanOrEqual(lineOf(broken, 'name: [BalkanStream') + 2);
  });

  it('reports every bad field at once', () => {
    const broken = siteYaml
      .replace('origin: https://balkanstream.example', 'origin: 42')
      .replace('slug: balkanstream', 'slug: Balkan Stream');
    const message = messageOf(() => parseYaml('content/site.yaml', broken, siteSchema));
    expect(message).toContain(' origin: ');
    expect(message).toContain(' brand.slug: lowercase letters, digits and dashes only');
  });
});

describe('references from content to images and icons', () => {
  it('names an image that is not in content/images/', () => {
    const broken = aboutYaml.replace('src: team-2.svg', 'src: team-9.svg');
    expect(messageOf(() => parseYaml('content/pages/about.yaml', broken, aboutSchema))).toBe(
      `content/pages/about.yaml:${lineOf(broken, 'team-9.svg')}:14 team.members[1].photo.src: no such file in content/images/`,
    );
  });

  it('names an icon the site cannot draw, listing the ones it can', () => {
    const broken = aboutYaml.replace('icon: heart', 'icon: hearts');
    expect(messageOf(() => parseYaml('content/pages/about.yaml', broken, aboutSchema))).toMatch(
      new RegExp(
        `^content/pages/about\\.yaml:${lineOf(broken, 'icon: hearts')}:13 values\\.items\\[0\\]\\.icon: .*"heart"\\|"star"`,
      ),
    );
  });
});

describe('Markdown front matter errors carry the line inside the .md file', () => {
  const page = [
    '---',
    'title: Politika privatnosti | BalkanStream',
    'description: Kako čuvamo vaše podatke.',
    'heading: Politika privatnosti',
    'updated: 2026-11-01',
    '---',
    '',
    'Tekst.',
    '',
  ].join('\n');

  it('parses valid front matter and keeps the body', () => {
    const { data, body } = parseMarkdown('content/legal/privacy-policy.md', page, legalFrontMatterSchema);
    expect(data.updated.toISOString().slice(0, 10)).toBe('2026-11-01');
    expect(body.trim()).toBe('Tekst.');
  });

  it('names a bad date at its line in the file', () => {
    const broken = page.replace('updated: 2026-11-01', 'updated: someday');
    expect(messageOf(() => parseMarkdown('content/legal/privacy-policy.md', broken, legalFrontMatterSchema))).toBe(
      'content/legal/privacy-policy.md:5:10 updated: "someday" is not a date: write it as YYYY-MM-DD, e.g. 2026-11-01',
    );
  });

  it('rejects an unknown front matter key at its line', () => {
    const broken = page.replace('heading: Politika privatnosti', 'heading: Politika privatnosti\nupdatd: 2026-11-02');
    expect(messageOf(() => parseMarkdown('content/legal/privacy-policy.md', broken, legalFrontMatterSchema))).toMatch(
      /^content\/legal\/privacy-policy\.md:\d+:\d+ .*updatd/,
    );
  });

  it('reports front matter YAML syntax errors with the file line', () => {
    const broken = page.replace('heading: Politika privatnosti', 'heading: "Politika privatnosti');
    expect(messageOf(() => parseMarkdown('content/legal/privacy-policy.md', broken, legalFrontMatterSchema))).toMatch(
      /^content\/legal\/privacy-policy\.md:[4-6]:\d+ /,
    );
  });

  it('rejects a page without front matter', () => {
    expect(
      messageOf(() => parseMarkdown('content/legal/privacy-policy.md', 'Samo tekst.\n', legalFrontMatterSchema)),
    ).toBe('content/legal/privacy-policy.md:1:1 missing front matter (a block between --- lines at the top)');
  });
});

describe('the validate stage', () => {
  it('reports the problems of every content file in one run', async () => {
    const sources = await loadContentSources();
    const layoutYaml = readProjectFile('content/layout.yaml');
    sources.yaml.site = parseYamlSource(
      'content/site.yaml',
      siteYaml.replace('origin: https://balkanstream.example', 'origin: 42'),
      0,
    );
    sources.yaml.layout = parseYamlSource(
      'content/layout.yaml',
      layoutYaml.replace('helpButton: Trebate pomoć?', 'helpButton: ""'),
      0,
    );
    const error = await validateContent(sources).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as ContentErrors).errors.map((e) => `${e.file} ${e.field}`)).toEqual([
      'content/site.yaml origin',
      'content/layout.yaml helpButton',
    ]);
  });
});
