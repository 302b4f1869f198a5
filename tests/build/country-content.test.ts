import { existsSync, readFileSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBudget, copyProject, describeBuild } from '../support/project-copy';
import { lineOf } from '../support/content-errors';

const copy = copyProject('balkanstream-countries-');
afterAll(() => copy.remove());

const montenegro = 'content/countries/04-crna-gora.yaml';
const original = copy.read(montenegro);
/** Writes `file`, builds, restores it; returns the build's output. */
function buildWith(file: string, text: string) {
  const before = existsSync(copy.file(file)) ? copy.read(file) : undefined;
  copy.write(file, text);
  try {
    return copy.build();
  } finally {
    if (before === undefined) rmSync(copy.file(file));
    else copy.write(file, before);
  }
}

describe('country content errors stop the build at their line', () => {
  it(
    'a second file with the same path and menu position names that file and both lines, and dist/ is not written',
    () => {
      const duplicate = original.replace('flag: "me"', 'flag: "hr"');
      const file = 'content/countries/99-duplicate.yaml';
      const result = buildWith(file, duplicate);
      expect(result.status, describeBuild(result)).not.toBe(0);
      expect(result.stderr + result.stdout).toContain(
        `${file}:${lineOf(duplicate, 'path:')}:7 path: /iptv-crna-gora is already used by ${montenegro}`,
      );
      expect(result.stderr + result.stdout).toContain(
        `${file}:${lineOf(duplicate, 'order:')}:8 order: 4 is already used by ${montenegro}`,
      );
      expect(existsSync(copy.file('dist'))).toBe(false);
    },
    buildBudget(1),
  );

  it(
    'a field the chosen layout needs, when missing, is reported at its parent',
    () => {
      const broken = original.replace(/^ {2}tagline: .*\n/m, '');
      const result = buildWith(montenegro, broken);
      expect(result.status, describeBuild(result)).not.toBe(0);
      expect(result.stderr + result.stdout).toContain(
        `${montenegro}:${lineOf(broken, '  headline:')}:3 hero.tagline: required field is missing`,
      );
    },
    buildBudget(1),
  );

  it(
    'an unknown layout is reported at its line with the layouts there are',
    () => {
      const broken = original.replace('layout: "full"', 'layout: "fancy"');
      const result = buildWith(montenegro, broken);
      expect(result.status, describeBuild(result)).not.toBe(0);
      expect(result.stderr + result.stdout).toContain(
        `${montenegro}:${lineOf(broken, 'layout:')}:9 layout: Invalid discriminator value. Expected 'core' | 'full'`,
      );
    },
    buildBudget(1),
  );
});

describe('adding a country', () => {
  it(
    'one new file is a new page, listed last in the Countries menu and the footer',
    () => {
      const spain = copy.read('content/countries/16-spanija.yaml');
      const portugal = spain
        .replace('order: 16', 'order: 19')
        .replace('path: "/iptv-spanija"', 'path: "/iptv-portugal"')
        .replace('name: "Španija"', 'name: "Portugal"')
        .replace('heading: "IPTV Španija"', 'heading: "IPTV Portugal"');
      copy.write('content/countries/19-portugal.yaml', portugal);
      try {
        const result = copy.build();
        expect(result.status, describeBuild(result)).toBe(0);
        const html = readFileSync(copy.file('dist/iptv-portugal.html'), 'utf8');
        expect(html).toContain('<h1 id="country-title" class="display">IPTV Portugal</h1>');
        const menu = [...html.matchAll(/<a class="country-item" href="([^"]+)"/g)].map((m) => m[1]);
        expect(menu).toHaveLength(19);
        expect(menu.at(-1)).toBe('/iptv-portugal');
        const footer = html.slice(html.indexOf('footer-country-list'));
        expect([...footer.matchAll(/<a href="(\/[^"]+)"/g)].map((m) => m[1]).at(-1)).toBe('/iptv-portugal');
      } finally {
        rmSync(copy.file('content/countries/19-portugal.yaml'));
      }
    },
    buildBudget(1),
  );
});
