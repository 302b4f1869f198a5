import { load as loadJsYaml } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { buildDay } from '../../../build/content/build-day';
import {
  parseFrontMatter,
  parseMarkdown,
  parseValidFrontMatter,
  splitMarkdown,
  validate,
} from '../../../build/content/load';
import { blogPostFrontMatterSchema } from '../../../shared/content/blog';
import { legalFrontMatterSchema } from '../../../shared/content/legal';
import { calendarDate } from '../../../shared/content/common';
import { messageOf } from '../../support/content-errors';

const legal = (updated: string) =>
  ['---', 'title: Uvjeti', 'description: Uvjeti korištenja.', 'heading: Uvjeti', updated, '---', '', 'Tekst.', ''].join(
    '\n',
  );
const post = (date: string) =>
  [
    '---',
    'title: Naslov',
    date,
    'excerpt: Kratko.',
    'coverImage: blog-smart-tv-vs-android-box.svg',
    'category: Blog',
    'author: BalkanStream',
    '---',
    '',
    'Tijelo.',
    '',
  ].join('\n');

describe('every date in content is YYYY-MM-DD and a day the calendar has', () => {
  const cases: [string, string][] = [
    [
      'updated: 2026-11-31',
      'updated: 2026-11-31 is not a day on the calendar: 2026-11 has 30 days (YYYY-MM-DD, e.g. 2026-11-30)',
    ],
    [
      'updated: 2026-02-30',
      'updated: 2026-02-30 is not a day on the calendar: 2026-02 has 28 days (YYYY-MM-DD, e.g. 2026-02-28)',
    ],
    [
      'updated: "2026-13-01"',
      'updated: 2026-13-01 is not a day on the calendar: the month is 01 to 12 (YYYY-MM-DD, e.g. 2026-11-01)',
    ],
    ['updated:', 'updated: the date is empty: write it as YYYY-MM-DD, e.g. 2026-11-01'],
    ['updated: ""', 'updated: the date is empty: write it as YYYY-MM-DD, e.g. 2026-11-01'],
    ['updated: 20261020', 'updated: write the date with dashes, YYYY-MM-DD: 2026-10-20'],
    ['updated: "1"', 'updated: "1" is not a date: write it as YYYY-MM-DD, e.g. 2026-11-01'],
    ['updated: 1', 'updated: "1" is not a date: write it as YYYY-MM-DD, e.g. 2026-11-01'],
    ['updated: 2026-1-5', 'updated: "2026-1-5" is not a date: write it as YYYY-MM-DD, e.g. 2026-11-01'],
    [
      'updated: 2026-11-01T10:00:00Z',
      'updated: "2026-11-01T10:00:00Z" is not a date: write it as YYYY-MM-DD, e.g. 2026-11-01',
    ],
  ];
  it.each(cases)('%s stops the build at its line with an example', (line, message) => {
    expect(messageOf(() => parseMarkdown('content/legal/terms.md', legal(line), legalFrontMatterSchema))).toBe(
      `content/legal/terms.md:5:${line === 'updated:' ? 9 : 10} ${message}`,
    );
  });

  it('accepts a real day, quoted or not, and a leap day', () => {
    expect(
      parseMarkdown(
        'content/legal/terms.md',
        legal('updated: 2028-02-29'),
        legalFrontMatterSchema,
      ).data.updated.toISOString(),
    ).toBe('2028-02-29T00:00:00.000Z');
    expect(
      parseMarkdown(
        'content/legal/terms.md',
        legal("updated: '2026-11-30'"),
        legalFrontMatterSchema,
      ).data.updated.toISOString(),
    ).toBe('2026-11-30T00:00:00.000Z');
  });

  it('a blog post with an impossible date fails both front matter readers, at its line', () => {
    for (const date of ['date: 2026-02-30', 'date: 20261020', 'date:', 'date: "1"']) {
      const parts = splitMarkdown(post(date));
      expect(parseValidFrontMatter(parts, blogPostFrontMatterSchema), date).toBeUndefined();
      expect(
        messageOf(() => validate(parseFrontMatter('content/blog/x.md', parts), blogPostFrontMatterSchema)),
      ).toMatch(/^content\/blog\/x\.md:3:\d+ date: /);
    }
  });

  it('reads a date YAML hands over as a timestamp (unquoted, with a YAML 1.1 reader) as the day written, and still rejects a rolled-over one', () => {
    const read = (text: string) => (loadJsYaml(text) as { date: unknown }).date;
    expect(read('date: 2026-11-01')).toBeInstanceOf(Date);
    expect(calendarDate.parse(read('date: 2026-11-01')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(calendarDate.safeParse(new Date(Number.NaN)).success).toBe(false);
  });
});

describe('the build day', () => {
  it('is BUILD_DATE when set, and refuses one that is not a day', () => {
    expect(buildDay({ BUILD_DATE: '2026-12-24' })).toBe('2026-12-24');
    expect(() => buildDay({ BUILD_DATE: '2026-12-32' })).toThrow(
      'BUILD_DATE: 2026-12-32 is not a day on the calendar: 2026-12 has 31 days (YYYY-MM-DD, e.g. 2026-12-31)',
    );
  });

  it('is otherwise the day in Zagreb, where the editors are', () => {
    expect(buildDay({}, new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(buildDay({}, new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
});
