import { describe, expect, it } from 'vitest';
import { editorSchemas } from '../../../build/content/editor-schemas';
import { parseYaml } from '../../../build/content/load';
import { homeSchema } from '../../../shared/content/home';
import { plansSchema } from '../../../shared/content/plans';
import { siteSchema } from '../../../shared/content/site';
import { lineOf, messageOf } from '../../support/content-errors';
import { readProjectFile } from '../../support/project-file';

const plansYaml = readProjectFile('content/plans.yaml');
const homeYaml = readProjectFile('content/pages/home.yaml');
const siteYaml = readProjectFile('content/site.yaml');

describe('an unknown key at any depth stops the build at its own line, with the key meant', () => {
  it('a typo of an optional key deep in a list: its line, its path and the key meant', () => {
    const broken = plansYaml.replace('        popular: true', '        populer: true');
    expect(messageOf(() => parseYaml('content/plans.yaml', broken, plansSchema))).toBe(
      `content/plans.yaml:${lineOf(broken, 'populer: true')}:9 tiers.standard.plans[3].populer: unknown key; did you mean popular?`,
    );
  });

  it('an extra key in a nested object (hero.subheading) names the keys allowed there', () => {
    const broken = homeYaml.replace(
      '  heading: TV bez granica!',
      '  heading: TV bez granica!\n  subheading: Sve na jednom mjestu',
    );
    expect(messageOf(() => parseYaml('content/pages/home.yaml', broken, homeSchema))).toBe(
      `content/pages/home.yaml:${lineOf(broken, 'subheading:')}:3 hero.subheading: unknown key; allowed here: heading, taglines, start, demo, share, image, featured, cards`,
    );
  });

  it('an extra key in site.yaml contact (contact.fax)', () => {
    const broken = siteYaml.replace('  location: Sarajevo', '  fax: "+387 33 000 000"\n  location: Sarajevo');
    expect(messageOf(() => parseYaml('content/site.yaml', broken, siteSchema))).toMatch(
      new RegExp(
        `^content/site\\.yaml:${lineOf(broken, 'fax:')}:3 contact\\.fax: unknown key; allowed here: phone, email, location, whatsappText$`,
      ),
    );
  });

  it.each([
    ['email', 'emial'],
    ['whatsappText', 'watsapText'],
  ])('a typo of a required key (%s as %s) says what is missing and what is unknown', (key, misspelt) => {
    const broken = siteYaml.replace(`  ${key}:`, `  ${misspelt}:`);
    const typo = lineOf(broken, `${misspelt}:`);
    expect(messageOf(() => parseYaml('content/site.yaml', broken, siteSchema)).split('\n')).toEqual([
      `content/site.yaml:${lineOf(broken, '  phone:')}:3 contact.${key}: required field is missing; is ${misspelt} on line ${typo} meant to be ${key}?`,
      `content/site.yaml:${typo}:3 contact.${misspelt}: unknown key; did you mean ${key}?`,
    ]);
  });

  it('every object of every content schema rejects keys it does not know', () => {
    const open: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${where}[${i}]`));
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.type === 'object' && schema.properties && schema.additionalProperties !== false) open.push(where);
      for (const [key, child] of Object.entries(schema)) walk(child, `${where}.${key}`);
    };
    for (const [file, json] of Object.entries(editorSchemas())) walk(JSON.parse(json), file);
    expect(open).toEqual([]);
  });
});
