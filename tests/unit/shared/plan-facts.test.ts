import { describe, expect, it } from 'vitest';
import { ContentErrors } from '../../../build/content/errors';
import { parseYaml, parseYamlSource } from '../../../build/content/load';
import { resolvePlanFacts } from '../../../build/content/plan-placeholders';
import { allPlans, formatPrice, orderMessage, perMonth, planFacts, priceRange } from '../../../shared/plan-facts';
import { plansSchema } from '../../../shared/content/plans';
import { readProjectFile } from '../../support/project-file';

const plans = parseYaml('content/plans.yaml', readProjectFile('content/plans.yaml'), plansSchema);

describe('plan facts', () => {
  it('prices as Croatian readers write them, per month rounded to the cent', () => {
    expect([formatPrice(59.99), formatPrice(7), formatPrice(1234.5)]).toEqual(['59,99 €', '7,00 €', '1234,50 €']);
    expect([perMonth(59, 12), perMonth(84, 12), perMonth(83.99, 12), perMonth(44.99, 6), perMonth(10, 3)]).toEqual([
      4.92, 7, 7, 7.5, 3.33,
    ]);
  });

  it('lists the eight plans in tier order and their price range', () => {
    expect(allPlans(plans).map(({ tier, plan }) => `${tier} ${plan.months} ${plan.price}`)).toEqual([
      'standard 1 9.99',
      'standard 3 24.99',
      'standard 6 44.99',
      'standard 12 59.99',
      'premium 1 14.99',
      'premium 3 39.99',
      'premium 6 59.99',
      'premium 12 83.99',
    ]);
    expect(priceRange(plans)).toEqual({ low: 9.99, high: 83.99 });
  });

  it('an order message names the tier, the duration and the price', () => {
    const premiumYear = plans.tiers.premium.plans[3]!;
    expect(orderMessage(plans, 'premium', premiumYear)).toBe(
      'Pozdrav! Želim naručiti Premium paket na 12 mjeseci za 83,99 €.',
    );
    expect(
      orderMessage(
        { ...plans, orderMessage: '{tier}/{tier} {duration} {price}' },
        'standard',
        plans.tiers.standard.plans[0]!,
      ),
    ).toBe('Standard/Standard 1 mjesec 9,99 €');
  });

  it('names every fact copy may quote', () => {
    const facts = planFacts(plans);
    expect(
      Object.fromEntries(
        [
          'standard.name',
          'standard.channels',
          'standard.devices',
          'standard.quality',
          'standard.price12',
          'standard.perMonth12',
          'standard.price1',
          'premium.name',
          'premium.channels',
          'premium.price12',
          'premium.perMonth12',
          'priceLow',
          'priceHigh',
        ].map((k) => [k, facts.get(k)]),
      ),
    ).toEqual({
      'standard.name': 'Standard',
      'standard.channels': '10.000+',
      'standard.devices': '1',
      'standard.quality': 'HD',
      'standard.price12': '59,99 €',
      'standard.perMonth12': '5,00 €',
      'standard.price1': '9,99 €',
      'premium.name': 'Premium',
      'premium.channels': '25.000+',
      'premium.price12': '83,99 €',
      'premium.perMonth12': '7,00 €',
      priceLow: '9,99 €',
      priceHigh: '83,99 €',
    });
    expect(facts.size).toBe(2 * (4 + 2 * 4) + 2);
  });

  it('fills placeholders everywhere in a file, leaves skipped top-level keys and other text alone', () => {
    const text =
      'title: Za {standard.price12}\nlist:\n  - "{premium.name} i {standard.name}"\n  - 3\nnested:\n  deep: "{priceLow} {not a placeholder}"\nskipMe: "{standard.price12}"\n';
    const source = parseYamlSource('content/x.yaml', text, 0);
    const data = source.doc.toJS() as Record<string, unknown>;
    expect(resolvePlanFacts(data, source, planFacts(plans), ['skipMe'])).toEqual({
      title: 'Za 59,99 €',
      list: ['Premium i Standard', 3],
      nested: { deep: '9,99 € {not a placeholder}' },
      skipMe: '{standard.price12}',
    });
    expect(data.title, 'the input is not changed').toBe('Za {standard.price12}');
  });

  it('an unknown placeholder is an error at its line, listing the known ones; every one is reported', () => {
    const text = 'a: ok\nb:\n  - "{standard.price13}"\nc:\n  d: "{premium.device}"\n';
    const source = parseYamlSource('content/x.yaml', text, 0);
    const facts = new Map([
      ['x.y', '1'],
      ['z', '2'],
    ]);
    let thrown: unknown;
    try {
      resolvePlanFacts(source.doc.toJS(), source, facts);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentErrors);
    expect((thrown as ContentErrors).message).toBe(
      'content/x.yaml:3:5 b[0]: unknown placeholder {standard.price13}; known: {x.y}, {z}\ncontent/x.yaml:5:6 c.d: unknown placeholder {premium.device}; known: {x.y}, {z}',
    );
  });
});
