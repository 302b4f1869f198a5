import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelsFile, isChannelLine } from '../../../build/content/channels';
import { projectRoot } from '../../../build/paths';
import { channelLineSchema } from '../../../shared/content/channels';

const valid = { region: 'exyu', category: 'FILM', name: 'HBO', firstSeen: '2026-10-01' };

// Each is a line a snapshot could hold: the quick check must refuse exactly what the schema refuses.
const lines: [string, unknown][] = [
  ['a plain line', valid],
  ['every region', { ...valid, region: 'rest-of-world' }],
  ['text with inner spaces and marks', { ...valid, category: 'ZABAVA – Srbija', name: 'Đurđevdan TV 4K' }],
  ['a leap day', { ...valid, firstSeen: '2028-02-29' }],
  ['an unknown region', { ...valid, region: 'asia' }],
  ['a region in capitals', { ...valid, region: 'EXYU' }],
  ['an empty name', { ...valid, name: '' }],
  ['a name of spaces', { ...valid, name: '   ' }],
  ['a name with a leading space', { ...valid, name: ' HBO' }],
  ['a category with a trailing tab', { ...valid, category: 'FILM\t' }],
  ['a name with a trailing line break', { ...valid, name: 'HBO\n' }],
  ['a name with a no-break space at its end', { ...valid, name: 'HBO\u00a0' }],
  ['a number for a name', { ...valid, name: 42 }],
  ['a null category', { ...valid, category: null }],
  ['a day not on the calendar', { ...valid, firstSeen: '2026-02-30' }],
  ['a day in another format', { ...valid, firstSeen: '1 Oct 2026' }],
  ['a day with a time', { ...valid, firstSeen: '2026-10-01T00:00:00Z' }],
  ['a month 13', { ...valid, firstSeen: '2026-13-01' }],
  ['a missing day', { region: 'exyu', category: 'FILM', name: 'HBO' }],
  ['a key too many', { ...valid, note: 'x' }],
  ['a key misspelt', { region: 'exyu', category: 'FILM', name: 'HBO', first_seen: '2026-10-01' }],
  [
    'an own __proto__ key',
    JSON.parse('{"region":"exyu","category":"FILM","name":"HBO","firstSeen":"2026-10-01","__proto__":{}}'),
  ],
  ['an array', ['exyu', 'FILM', 'HBO', '2026-10-01']],
  ['null', null],
  ['a string', 'HBO'],
  ['a number', 7],
];

describe('the quick check of a snapshot line', () => {
  it.each(lines)('agrees with the schema on %s', (_, line) => {
    expect(isChannelLine(line)).toBe(channelLineSchema.safeParse(line).success);
  });

  it('takes every line of the committed snapshot, so a build of it skips the schema pass', () => {
    const text = readFileSync(path.join(projectRoot, channelsFile), 'utf8');
    const channels = text
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => JSON.parse(line) as unknown);
    expect(channels.length).toBeGreaterThan(100);
    expect(channels.filter((line) => !isChannelLine(line))).toEqual([]);
  });
});
