import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { catalogueChannels, encodeCatalogue } from '../../../build/assets/catalogue-data';
import { newChannels } from '../../../shared/catalogue/new-channels';
import { qualityOf } from '../../../shared/catalogue/quality';
import { foldSearchText, matchesSearch } from '../../../shared/catalogue/search';
import {
  decodeCatalogue,
  fillCopy,
  filterCatalogue,
  formatCount,
  indexCatalogue,
  matchIndices,
  readViewState,
  SEARCH_MAX_LENGTH,
  sameChannels,
  summaryValues,
  writeViewState,
  type CatalogueChannel,
} from '../../../shared/catalogue/view';
import { regionKeys, type ChannelSnapshot } from '../../../shared/content/channels';
import { syntheticSnapshot } from '../../fixtures/synthetic-channels';

const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

describe('quality badge', () => {
  it.each([
    ['Arena Sport 4K', '4K'],
    ['Sport Klub uhd', '4K'],
    ['Sky UHD 1', '4K'],
    ['Nova S FHD', 'FHD'],
    ['nova s fhd', 'FHD'],
    ['RTS 1 HD', 'HD'],
    ['Pink Film', 'HD'],
  ])('%s → %s', (name, quality) => expect(qualityOf(name)).toBe(quality));
});

describe('search matching', () => {
  const channel = { name: 'RTS Život HD', category: 'DJEČIJI – Srbija' };
  it('ignores case and the diacritics a visitor leaves out, in names and categories', () => {
    for (const term of ['rts', 'RTS', 'zivot', 'Život', 'ŽIVOT', 'djeciji', 'srbija'])
      expect(matchesSearch(foldSearchText(term), channel), term).toBe(true);
    for (const term of ['hrt', 'film']) expect(matchesSearch(foldSearchText(term), channel), term).toBe(false);
  });

  it('folds đ and Đ to d, which Unicode does not decompose, so a visitor typing d finds them', () => {
    expect(foldSearchText('Đurđevdan TV')).toBe('durdevdan tv');
    expect(foldSearchText('MEĐUREČJE')).toBe('medurecje');
    const dj = { name: 'Đurđevdan TV', category: 'LOKALNI – Međurečje' };
    for (const term of ['durdevdan', 'Đurđevdan', 'ĐURĐ', 'medurecje', 'međurečje'])
      expect(matchesSearch(foldSearchText(term), dj), term).toBe(true);
    expect(matchesSearch(foldSearchText('djurdjevdan'), dj)).toBe(false);
  });

  it('matches within the name or the category, never a term that runs from one into the other', () => {
    const sport = { name: 'RTS Sport', category: 'FILM' };
    expect(matchesSearch(foldSearchText('sport'), sport)).toBe(true);
    expect(matchesSearch(foldSearchText('film'), sport)).toBe(true);
    // As typed, with a line break or a combining accent from a pasted or linked ?q=.
    for (const term of ['sportfilm', 'sport film', 'sport\nfilm', 'sport\u0300film'])
      expect(matchesSearch(foldSearchText(term), sport), JSON.stringify(term)).toBe(false);
  });
});

const channels: CatalogueChannel[] = [
  { region: 'exyu', category: 'FILM', name: 'Pink Film' },
  { region: 'exyu', category: 'SPORT – Srbija', name: 'Arena Sport 1 HD' },
  { region: 'exyu', category: 'SPORT – Srbija', name: 'RTS Sport' },
  { region: 'europa', category: 'SPORT', name: 'Eurosport 1 HD' },
  { region: 'rest-of-world', category: 'NEWS', name: 'CNN' },
];
const index = indexCatalogue(channels);

describe('region filter and search', () => {
  it('shows one region, or all of them, grouped by category', () => {
    expect(filterCatalogue(index, 'exyu', '').map((g) => [g.category, g.channels.length])).toEqual([
      ['FILM', 1],
      ['SPORT – Srbija', 2],
    ]);
    expect(filterCatalogue(index, 'all', '').map((g) => g.region)).toEqual(['exyu', 'exyu', 'europa', 'rest-of-world']);
    expect(filterCatalogue(index, 'rest-of-world', '').flatMap((g) => g.channels.map((c) => c.name))).toEqual(['CNN']);
  });

  it('matches names and categories within the chosen region, and counts what it shows', () => {
    const sport = filterCatalogue(index, 'all', 'sport');
    expect(sport.flatMap((g) => g.channels.map((c) => c.name))).toEqual([
      'Arena Sport 1 HD',
      'RTS Sport',
      'Eurosport 1 HD',
    ]);
    expect(summaryValues(sport)).toEqual({ channels: '3', categories: '2' });
    expect(filterCatalogue(index, 'europa', 'rts')).toEqual([]);
    expect(filterCatalogue(index, 'exyu', '  srbija ').flatMap((g) => g.channels)).toHaveLength(2);
  });

  it('tells when two views show the same channels in a category, so its element can stay', () => {
    const [, sport] = filterCatalogue(index, 'exyu', '');
    expect(sameChannels(sport!, filterCatalogue(index, 'exyu', 'srbija')[0]!)).toBe(true);
    expect(sameChannels(sport!, filterCatalogue(index, 'all', 'sport')[0]!)).toBe(true);
    expect(sameChannels(sport!, filterCatalogue(index, 'exyu', 'arena')[0]!)).toBe(false);
    expect(sameChannels(sport!, { ...sport!, category: 'SPORT' })).toBe(false);
    expect(sameChannels(sport!, { ...sport!, channels: [...sport!.channels].reverse() })).toBe(false);
  });

  it('a category that gained or swapped a channel is built again', () => {
    const [news, sport] = filterCatalogue(index, 'exyu', '');
    const fewer = { ...sport!, channels: sport!.channels.slice(0, -1) };
    expect(sameChannels(fewer, sport!)).toBe(false);
    const swapped = { ...sport!, channels: [...sport!.channels.slice(0, -1), news!.channels[0]!] };
    expect(sameChannels(swapped, sport!)).toBe(false);
  });

  it('keeps the view in the URL, leaving out the defaults', () => {
    expect(writeViewState('', 'exyu')).toBe('');
    expect(writeViewState('rts 1', 'all')).toBe('?q=rts+1&region=all');
    expect(readViewState('?q=rts+1&region=all')).toEqual({ q: 'rts 1', region: 'all' });
    expect(readViewState('?region=mars')).toEqual({ q: '', region: 'exyu' });
    // A term from the URL is cut to what the search box takes (maxlength), however long the link.
    expect(readViewState(`?q=${'a'.repeat(5000)}&region=all`)).toEqual({
      q: 'a'.repeat(SEARCH_MAX_LENGTH),
      region: 'all',
    });
    expect(SEARCH_MAX_LENGTH).toBe(100);
  });
});

describe('view details', () => {
  it('narrows an earlier match when the term grows, within the chosen region', () => {
    const sport = matchIndices(index, 'all', 'sport');
    expect(sport).toEqual([1, 2, 3]);
    expect(matchIndices(index, 'all', 'sport 1', sport)).toEqual([1, 3]);
    expect(matchIndices(index, 'exyu', 'sport', sport)).toEqual([1, 2]);
    expect(matchIndices(index, 'europa', '')).toEqual([3]);
  });

  it('counts as Croatian text writes them, and fills only the copy placeholders it has values for', () => {
    expect([formatCount(0), formatCount(999), formatCount(1_000), formatCount(30_000), formatCount(1_234_567)]).toEqual(
      ['0', '999', '1.000', '30.000', '1.234.567'],
    );
    expect(
      fillCopy('Prikazano kanala: {channels} · kategorija: {categories} {other}', { channels: '3', categories: '2' }),
    ).toBe('Prikazano kanala: 3 · kategorija: 2 {other}');
  });

  it('reads a view from the URL: a term with the default region, every region by name', () => {
    expect(readViewState('?q=arena')).toEqual({ q: 'arena', region: 'exyu' });
    expect(readViewState('')).toEqual({ q: '', region: 'exyu' });
    for (const region of ['all', 'exyu', 'europa', 'rest-of-world'] as const)
      expect(readViewState(`?region=${region}`).region).toBe(region);
    expect(writeViewState('', 'europa')).toBe('?region=europa');
  });

  it('decodes regions without channels and categories in page order', () => {
    const data = {
      categories: ['A', 'B'],
      regions: [
        { region: 'exyu' as const, categories: [1, 0], counts: [2, 1], names: 'b1\nb2\na1' },
        { region: 'europa' as const, categories: [], counts: [], names: '' },
      ],
    };
    expect(decodeCatalogue(data)).toEqual([
      { region: 'exyu', category: 'B', name: 'b1' },
      { region: 'exyu', category: 'B', name: 'b2' },
      { region: 'exyu', category: 'A', name: 'a1' },
    ]);
  });
});

describe('channel data file', () => {
  it('round-trips every channel in page order, hostile text included', () => {
    const snapshot = syntheticSnapshot({
      count: 3_000,
      extraExyu: [
        { category: 'ZABAVA – Srbija', name: '<img src=x onerror=alert(1)>' },
        { category: '"quoted"', name: `He said "hi" & it's` },
        { category: 'ZABAVA – Srbija', name: 'ערוץ 2 HD' },
      ],
    });
    const pageOrder = catalogueChannels(snapshot);
    const decoded = decodeCatalogue(JSON.parse(JSON.stringify(encodeCatalogue(pageOrder))));
    expect(decoded).toEqual(pageOrder);
    expect(decoded).toContainEqual({
      region: 'exyu',
      category: 'ZABAVA – Srbija',
      name: '<img src=x onerror=alert(1)>',
    });
  });

  it('sorts names as people read them within each category', () => {
    const order = catalogueChannels(
      syntheticSnapshot({
        count: 10,
        extraExyu: ['RTS 10', 'RTS 2', 'rts 3', 'Čakovec', 'Cetinje', 'Dubrovnik'].map((name) => ({
          category: 'A',
          name,
        })),
      }),
    );
    expect(order.filter((c) => c.category === 'A').map((c) => c.name)).toEqual([
      'Cetinje',
      'Čakovec',
      'Dubrovnik',
      'RTS 2',
      'rts 3',
      'RTS 10',
    ]);
  });

  it('gzips to at most 1.10 × the bare names and categories at 30,000 channels', () => {
    const snapshot = syntheticSnapshot({ count: 30_000 });
    const all = regionKeys.flatMap((region) => snapshot.regions[region].channels);
    const floor = gzipSize([...all.map((c) => c.name), ...new Set(all.map((c) => c.category))].join('\n'));
    expect(gzipSize(JSON.stringify(encodeCatalogue(catalogueChannels(snapshot))))).toBeLessThanOrEqual(1.1 * floor);
  });
});

describe('Novi kanali', () => {
  const snapshot = (date: string, firstSeen: string[]): ChannelSnapshot => ({
    date,
    since: '2026-09-01',
    regions: {
      exyu: {
        table: 'a',
        count: firstSeen.length,
        channels: firstSeen.map((d, i) => ({ category: 'FILM', name: `Channel ${i}`, firstSeen: d })),
      },
      europa: { table: 'b', count: 0, channels: [] },
      'rest-of-world': { table: 'c', count: 0, channels: [] },
    },
  });

  it('lists channels first seen in the 30 days up to the snapshot date, newest first, never those of the first snapshot', () => {
    const fresh = newChannels(
      snapshot('2026-11-16', ['2026-09-01', '2026-10-16', '2026-10-17', '2026-11-16', '2026-10-15']),
    );
    expect(fresh.map((c) => [c.name, c.firstSeen])).toEqual([
      ['Channel 3', '2026-11-16'],
      ['Channel 2', '2026-10-17'],
    ]);
  });

  it('is empty when nothing is new', () => {
    expect(newChannels(snapshot('2026-11-16', ['2026-09-01', '2026-10-01']))).toEqual([]);
  });
});
