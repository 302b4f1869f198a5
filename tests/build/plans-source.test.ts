import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBudget, copyProject, describeBuild, type ProjectCopy } from '../support/project-copy';
import { lineOf } from '../support/content-errors';

/** content/plans.yaml is the one place a price lives: change it there and every page that states it follows. */
let copy: ProjectCopy;

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, any>,
  );

beforeAll(() => {
  copy = copyProject('balkanstream-plans-');
});

afterAll(() => copy?.remove());

describe('plans.yaml as the single source of plan facts', () => {
  it(
    'a new Standard 12-month price shows on the home page, /pricing, /standard, the order link, the FAQ and the Product data',
    () => {
      const plansYaml = copy.read('content/plans.yaml');
      expect(plansYaml.match(/price: 59\.99/g)).toHaveLength(2);
      // The Standard 12-month plan is the first 59.99 in the file (Premium 6 months is the second).
      copy.write('content/plans.yaml', plansYaml.replace('price: 59.99', 'price: 54.99'));
      const result = copy.build();
      expect(result.status, describeBuild(result)).toBe(0);

      const home = readFileSync(copy.file('dist/index.html'), 'utf8');
      const pricing = readFileSync(copy.file('dist/pricing.html'), 'utf8');
      const standard = readFileSync(copy.file('dist/standard.html'), 'utf8');
      for (const html of [home, pricing]) {
        expect(html).toContain('54,99 €');
        expect(html).toContain(encodeURIComponent('Standard paket na 12 mjeseci za 54,99 €'));
      }
      // 54.99 / 12 = 4.58 a month, derived on the card and in the FAQ answer; the old figures are gone.
      expect(standard).toContain('54,99 €');
      expect(standard).toContain('4,58 €');
      expect(standard).not.toContain('59,99 €');
      const faq = jsonLdOf(home).find((n) => n['@type'] === 'FAQPage')!;
      expect(JSON.stringify(faq)).toContain('54,99 € (4,58 € mjesečno)');
      const product = jsonLdOf(home).find((n) => n['@type'] === 'Product')!;
      expect(product.offers.offers.find((o: { name: string }) => o.name === 'Standard – 12 mjeseci')).toMatchObject({
        price: 54.99,
      });
    },
    buildBudget(1),
  );

  it(
    'a bad plan field stops the build at its file:line, and so does an unknown placeholder in page copy',
    () => {
      const plansYaml = copy.read('content/plans.yaml');
      const broken = plansYaml.replace('price: 24.99', 'price: free');
      copy.write('content/plans.yaml', broken);
      const badPrice = copy.build();
      expect(badPrice.status).not.toBe(0);
      expect(badPrice.stderr).toContain(
        `content/plans.yaml:${lineOf(broken, 'price: free')}:16 tiers.standard.plans[1].price:`,
      );

      copy.write('content/plans.yaml', plansYaml);
      const homeYaml = copy.read('content/pages/home.yaml');
      const typo = homeYaml.replace('{premium.devices} uređaj, a dodatne', '{premium.device} uređaj, a dodatne');
      copy.write('content/pages/home.yaml', typo);
      const badPlaceholder = copy.build();
      expect(badPlaceholder.status).not.toBe(0);
      expect(badPlaceholder.stderr).toMatch(
        new RegExp(
          `content/pages/home\\.yaml:${lineOf(typo, '{premium.device}')}:\\d+ pricing\\.faq\\.items\\[0\\]\\.answer: unknown placeholder \\{premium\\.device\\}`,
        ),
      );
    },
    buildBudget(2),
  );
});
