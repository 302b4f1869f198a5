import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgrest, type PostgrestFixture } from '../fixtures/postgrest';

// The fake server is only useful if it behaves like PostgREST where the snapshot depends on it.
let server: PostgrestFixture;

beforeAll(async () => {
  const rows = Array.from({ length: 1_500 }, (_, i) => ({
    Category: i % 2 ? 'B' : 'A',
    'Channel Name': `C${String(1_499 - i).padStart(4, '0')}`,
  }));
  server = await startPostgrest({ tables: { 'Ex-Yu list': { rows }, Empty: { rows: [] } } });
});

afterAll(() => server.close());

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/rest/v1/${path}`, { headers: { apikey: server.key, ...headers } });
}

describe('PostgREST fixture', () => {
  it('caps at 1000 rows silently and reports the exact count with 206', async () => {
    const response = await get(
      'Ex-Yu%20list?select=Category,%22Channel%20Name%22&order=Category.asc,Channel%20Name.asc',
      { Prefer: 'count=exact' },
    );
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('0-999/1500');
    const body = (await response.json()) as Record<string, string>[];
    expect(body).toHaveLength(1_000);
    expect(body[0]).toEqual({ Category: 'A', 'Channel Name': 'C0001' });
  });

  it('honours the Range header and offset/limit, answering 200 when the page holds the whole table', async () => {
    const ranged = await get('Ex-Yu%20list?order=%22Channel%20Name%22.desc', { Range: '10-12', 'Range-Unit': 'items' });
    expect(ranged.headers.get('content-range')).toBe('10-12/*');
    expect(((await ranged.json()) as Record<string, string>[]).map((r) => r['Channel Name'])).toEqual([
      'C1489',
      'C1488',
      'C1487',
    ]);
    const whole = await get('Ex-Yu%20list?offset=0&limit=5000', { Prefer: 'count=exact' });
    expect(whole.headers.get('content-range')).toBe('0-999/1500');
    const empty = await get('Empty', { Prefer: 'count=exact' });
    expect([empty.status, empty.headers.get('content-range'), await empty.text()]).toEqual([200, '*/0', '[]']);
  });

  it('answers 401 without the key and 416 past the end', async () => {
    const unauthorized = await fetch(`${server.url}/rest/v1/Empty`);
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({ message: 'Invalid API key' });
    expect((await get('Ex-Yu%20list?offset=2000&limit=10', { Prefer: 'count=exact' })).status).toBe(416);
  });
});
