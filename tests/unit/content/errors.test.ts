import { describe, expect, it } from 'vitest';
import { closestKey, ContentError, ContentErrors, settleContent } from '../../../build/content/errors';
import { loadContentSources, validateContent } from '../../../build/content';
import { parseMarkdown, parseYaml, parseYamlSource } from '../../../build/content/load';
import { legalFrontMatterSchema } from '../../../shared/content/legal';
import { siteSchema } from '../../../shared/content/site';
import { aboutSchema } from '../../../shared/content/about';
import { plansSchema } from '../../../shared/content/plans';
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

describe('what each kind of mistake is called', () => {
  const plansYaml = readProjectFile('content/plans.yaml');
  const firstPrice = '        price: 9.99';
  const priceMessage = (value: string) =>
    messageOf(() =>
      parseYaml('content/plans.yaml', plansYaml.replace(firstPrice, `        price: ${value}`), plansSchema),
    );
  const at = (text: string, needle: string, col: number) => `content/plans.yaml:${lineOf(text, needle)}:${col}`;
  const withPrice = (value: string) => plansYaml.replace(firstPrice, `        price: ${value}`);

  it('a price with a comma, even quoted with spaces around it, says to write it with a dot', () => {
    expect(priceMessage('" 89,99 "')).toBe(
      `${at(withPrice('" 89,99 "'), 'price: " 89,99 "', 16)} tiers.standard.plans[0].price: write 89.99: numbers take a dot, not a comma`,
    );
  });

  it.each(['89,99 €', 'od 89,99', 'devet'])(
    'a price written as %j is not a number, and no dot would make it one',
    (value) => {
      expect(priceMessage(value)).toBe(
        `${at(withPrice(value), `price: ${value}`, 16)} tiers.standard.plans[0].price: Invalid input: expected number, received string`,
      );
    },
  );

  it('a price written as a list is not taken for a number with a comma', () => {
    expect(priceMessage('[89, 99]')).toBe(
      `${at(withPrice('[89, 99]'), 'price: [89, 99]', 16)} tiers.standard.plans[0].price: Invalid input: expected number, received array`,
    );
  });

  it('a yes/no field written as 1,5 is not told to take a dot', () => {
    const broken = plansYaml.replace('        popular: true', '        popular: 1,5');
    expect(messageOf(() => parseYaml('content/plans.yaml', broken, plansSchema))).toBe(
      `${at(broken, 'popular: 1,5', 18)} tiers.standard.plans[3].popular: Invalid input: expected boolean, received string`,
    );
  });

  it('a block indented under a price is not explained as a quoting problem', () => {
    const broken = withPrice('\n          iznos: 9');
    expect(messageOf(() => parseYaml('content/plans.yaml', broken, plansSchema))).toBe(
      `${at(broken, 'iznos: 9', 11)} tiers.standard.plans[0].price: Invalid input: expected number, received object`,
    );
  });

  const location = '  location: Sarajevo, Bosna i Hercegovina';
  const locationMessage = (replacement: string) => {
    const broken = siteYaml.replace(location, replacement);
    return { broken, message: messageOf(() => parseYaml('content/site.yaml', broken, siteSchema)) };
  };

  it.each([
    ['a number', '  location: 42', 'location: 42', 13, 'Invalid input: expected string, received number'],
    ['left empty', '  location:', '  location:', 12, 'Invalid input: expected string, received null'],
    ['a list', '  location:\n    - Sarajevo', '- Sarajevo', 5, 'Invalid input: expected string, received array'],
    [
      'two keys',
      '  location:\n    grad: Sarajevo\n    zemlja: BiH',
      'grad: Sarajevo',
      5,
      'Invalid input: expected string, received object',
    ],
    [
      'a key with no value',
      '  location:\n    Sarajevo:',
      '    Sarajevo:',
      5,
      'Invalid input: expected string, received object',
    ],
  ])(
    'a text written as %s gets the plain type message, not the quoting hint',
    (_what, replacement, needle, col, detail) => {
      const { broken, message } = locationMessage(replacement);
      expect(message).toBe(`content/site.yaml:${lineOf(broken, needle)}:${col} contact.location: ${detail}`);
    },
  );

  it('a text read as one key and a number, or holding quotes, is shown quoted as it should be written', () => {
    const year = locationMessage('  location:\n    Sezona: 2026');
    expect(year.message).toBe(
      `content/site.yaml:${lineOf(year.broken, 'Sezona: 2026')}:5 contact.location: the text contains ": ", so YAML reads it as a key and a value; put it in quotes: "Sezona: 2026"`,
    );
    const quoted = locationMessage('  location:\n    Grad: Sarajevo "centar"');
    expect(quoted.message).toBe(
      `content/site.yaml:${lineOf(quoted.broken, 'Grad: Sarajevo')}:5 contact.location: the text contains ": ", so YAML reads it as a key and a value; put it in quotes: "Grad: Sarajevo \\"centar\\""`,
    );
  });

  it('a field missing whatever its type (a plan length is one of 1, 3, 6, 12) says it is missing', () => {
    const broken = plansYaml.replace('      - months: 1\n', '      - mnths: 1\n');
    const line = lineOf(broken, 'mnths: 1');
    expect(messageOf(() => parseYaml('content/plans.yaml', broken, plansSchema)).split('\n')).toEqual([
      `content/plans.yaml:${line}:9 tiers.standard.plans[0].months: required field is missing; is mnths on line ${line} meant to be months?`,
      `content/plans.yaml:${line}:9 tiers.standard.plans[0].mnths: unknown key; did you mean months?`,
    ]);
    const noCurrency = plansYaml.replace(/^currency: EUR\n/m, '');
    expect(messageOf(() => parseYaml('content/plans.yaml', noCurrency, plansSchema))).toBe(
      `content/plans.yaml:${lineOf(noCurrency, 'tiers:')}:1 currency: required field is missing`,
    );
  });
});

describe('unknown keys and the key meant', () => {
  const contactKeys = ['phone', 'email', 'location', 'whatsappText'];

  it.each([
    ['emial', 'email'],
    ['Email', 'email'],
    ['phon', 'phone'],
    ['watsapText', 'whatsappText'],
  ])('%s is a typo of %s (an edit per four letters, a swap of neighbours counting as one)', (typo, meant) => {
    expect(closestKey(typo, contactKeys)).toBe(meant);
  });

  it.each([
    ['one', 'the end of phone: two letters missing'],
    ['polne', 'two letters of phone changed'],
    ['opone', 'two letters of phone changed'],
    ['pnoe', 'phone with h dropped and two letters swapped'],
    ['text', 'the end of whatsappText'],
  ])('%s is too far from every key to be a typo (%s)', (key) => {
    expect(closestKey(key, contactKeys)).toBeUndefined();
  });

  it('two unknown keys in one object get a line each, with the key meant or the keys allowed', () => {
    const broken = siteYaml.replace('  location: Sarajevo', '  fax: x\n  phon: y\n  location: Sarajevo');
    expect(messageOf(() => parseYaml('content/site.yaml', broken, siteSchema)).split('\n')).toEqual([
      `content/site.yaml:${lineOf(broken, 'fax: x')}:3 contact.fax: unknown key; allowed here: phone, email, location, whatsappText`,
      `content/site.yaml:${lineOf(broken, 'phon: y')}:3 contact.phon: unknown key; did you mean phone?`,
    ]);
  });

  it('a wrong value beside a misspelt copy of its key is reported as wrong, not as missing', () => {
    const broken = siteYaml.replace('  email: info@balkanstream.example', '  email: 42\n  emali: info@x.example');
    expect(messageOf(() => parseYaml('content/site.yaml', broken, siteSchema)).split('\n')).toEqual([
      `content/site.yaml:${lineOf(broken, 'email: 42')}:10 contact.email: Invalid input: expected string, received number`,
      `content/site.yaml:${lineOf(broken, 'emali:')}:3 contact.emali: unknown key; did you mean email?`,
    ]);
  });

  it('a typo in one list item is not offered as the missing key of another', () => {
    const broken = siteYaml
      .replace('  - text: Početna\n', '  - txt: Početna\n')
      .replace('  - text: Lista kanala\n    path', '  - path');
    const typo = lineOf(broken, 'txt: Početna');
    expect(messageOf(() => parseYaml('content/site.yaml', broken, siteSchema)).split('\n')).toEqual([
      `content/site.yaml:${typo}:5 navigation[0].text: required field is missing; is txt on line ${typo} meant to be text?`,
      `content/site.yaml:${typo}:5 navigation[0].txt: unknown key; did you mean text?`,
      `content/site.yaml:${lineOf(broken, '  - path: /lista-kanala')}:5 navigation[1].text: required field is missing`,
    ]);
  });
});

describe('where a problem points', () => {
  it('a missing top-level field points at the first key, below the comments heading the file', () => {
    const broken = siteYaml.replace(/^origin: .*\n/m, '');
    expect(messageOf(() => parseYaml('content/site.yaml', broken, siteSchema))).toBe(
      `content/site.yaml:${lineOf(broken, 'brand:')}:1 origin: required field is missing`,
    );
  });

  it('an empty file points at its first line', () => {
    expect(messageOf(() => parseYaml('content/site.yaml', '', siteSchema))).toBe(
      'content/site.yaml:1:1 Invalid input: expected object, received null',
    );
  });

  it('an error reads as its file:line:col message, with its kind named', () => {
    const error = new ContentError('content/site.yaml', 3, 5, 'brand.name', 'required field is missing');
    expect(String(error)).toBe('ContentError: content/site.yaml:3:5 brand.name: required field is missing');
    expect(String(new ContentErrors([error]))).toBe(
      'ContentErrors: content/site.yaml:3:5 brand.name: required field is missing',
    );
  });
});

describe('settleContent: every loader runs, and their content problems are reported together', () => {
  const problem = (file: string) => new ContentError(file, 1, 1, '', 'bad');

  it('collects a single problem and a group of problems, in task order', async () => {
    const error = await settleContent([
      () => {
        throw problem('content/a.yaml');
      },
      () => 1,
      async () => {
        throw new ContentErrors([problem('content/b.yaml'), problem('content/c.yaml')]);
      },
    ]).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as ContentErrors).message).toBe(
      ['content/a.yaml:1:1 bad', 'content/b.yaml:1:1 bad', 'content/c.yaml:1:1 bad'].join('\n'),
    );
  });

  it('returns every value when nothing is wrong, and lets a crash through as it is', async () => {
    await expect(settleContent([() => 1, async () => 'two'])).resolves.toEqual([1, 'two']);
    const crash = new TypeError('disk on fire');
    await expect(settleContent([() => 1, () => Promise.reject(crash)])).rejects.toBe(crash);
  });
});
