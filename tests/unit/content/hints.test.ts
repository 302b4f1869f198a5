import { describe, expect, it } from 'vitest';
import { parseMarkdown, parseYaml } from '../../../build/content/load';
import { aboutSchema } from '../../../shared/content/about';
import { blogPostFrontMatterSchema } from '../../../shared/content/blog';
import { countryPageSchema, flagCodes, flagCodesIn } from '../../../shared/content/countries';
import { plansSchema } from '../../../shared/content/plans';
import { siteSchema } from '../../../shared/content/site';
import { lineOf, messageOf } from '../../support/content-errors';
import { readProjectFile } from '../../support/project-file';

const aboutYaml = readProjectFile('content/pages/about.yaml');
const plansYaml = readProjectFile('content/plans.yaml');

describe('mistakes YAML makes hard to read are explained in plain words, at their line', () => {
  it('an unquoted ": " inside a value says to put the value in quotes, showing how', () => {
    const broken = aboutYaml.replace('  heading: Naša misija', '  heading: Naša misija: kanali za sve');
    expect(messageOf(() => parseYaml('content/pages/about.yaml', broken, aboutSchema))).toBe(
      `content/pages/about.yaml:${lineOf(broken, 'Naša misija: kanali')}:12 the value contains ": ", so YAML reads it as another key; put the value in quotes: heading: "Naša misija: kanali za sve"`,
    );
  });

  it("the same in a list item of a post's front matter, with the line in the .md file", () => {
    const text = [
      '---',
      'title: Naslov',
      'date: 2026-01-15',
      'excerpt: Kratko.',
      'coverImage: blog-smart-tv-vs-android-box.svg',
      'category: Blog',
      'author: BalkanStream',
      'tags:',
      '  - Savjet: gledanje',
      '---',
      '',
      'Tijelo.',
    ].join('\n');
    expect(messageOf(() => parseMarkdown('content/blog/x.md', text, blogPostFrontMatterSchema))).toBe(
      'content/blog/x.md:9:5 tags[0]: the text contains ": ", so YAML reads it as a key and a value; put it in quotes: "Savjet: gledanje"',
    );
  });

  it('a price written with a comma says to write it with a dot', () => {
    const broken = plansYaml.replace('        price: 9.99', '        price: 89,99');
    expect(messageOf(() => parseYaml('content/plans.yaml', broken, plansSchema))).toBe(
      `content/plans.yaml:${lineOf(broken, 'price: 89,99')}:16 tiers.standard.plans[0].price: write 89.99: numbers take a dot, not a comma`,
    );
  });

  it('an alias bomb is an error at its first alias, not a stack trace', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
    ].join('\n');
    expect(messageOf(() => parseYaml('content/pages/about.yaml', `${aboutYaml}\n${bomb}\n`, aboutSchema))).toBe(
      `content/pages/about.yaml:${lineOf(`${aboutYaml}\n${bomb}`, 'b: &b')}:8 aliases (*name) here expand to far more data than a content file holds; write the values out instead of repeating aliases of aliases`,
    );
  });
});

describe('site paths', () => {
  const siteYaml = readProjectFile('content/site.yaml');
  it.each(['//evil.example', '/\\evil.example', '/\\\\evil.example'])(
    '%s in the header navigation is refused: it leads to another site',
    (path) => {
      const broken = siteYaml.replace('    path: /lista-kanala', `    path: "${path.replaceAll('\\', '\\\\')}"`);
      expect(messageOf(() => parseYaml('content/site.yaml', broken, siteSchema))).toBe(
        `content/site.yaml:${lineOf(broken, 'evil.example')}:11 navigation[1].path: // or /\\ at the start leads to another site; a site path starts with a single /, e.g. /lista-kanala`,
      );
    },
  );
});

describe('country flags come from the sprite', () => {
  const sprite = readProjectFile('templates/flags.svg');
  it('a flag drawn in templates/flags.svg is a code content may use, with no list to update', () => {
    expect(flagCodes).toEqual(flagCodesIn(sprite));
    expect(flagCodes).toHaveLength(18);
    const withFrance = sprite.replace(
      /<\/svg>\s*$/,
      '  <symbol id="fr" viewBox="0 0 30 20"><path fill="#002395" d="M0 0h10v20H0z"/></symbol>\n</svg>\n',
    );
    expect(flagCodesIn(withFrance)).toEqual([...flagCodes, 'fr']);
  });

  it('a flag the sprite does not draw stops the build at its line, listing the ones it does', () => {
    const broken = readProjectFile('content/countries/01-hrvatska.yaml').replace('flag: "hr"', 'flag: "fr"');
    expect(messageOf(() => parseYaml('content/countries/01-hrvatska.yaml', broken, countryPageSchema))).toBe(
      `content/countries/01-hrvatska.yaml:6:7 flag: no flag with this code in templates/flags.svg; it draws ${flagCodes.join(', ')}`,
    );
  });
});
