import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelsFile, loadChannels } from '../../build/content/channels';
import { loadYaml } from '../../build/content/load';
import { regionKeys } from '../../build/content/schemas/channels';
import { siteSchema } from '../../build/content/schemas/site';
import { projectRoot } from '../../build/paths';
import { runSnapshot } from '../../build/snapshot/run';
import { startChannelServer } from '../fixtures/channel-tables';
import { seedRows } from '../fixtures/channels-seed';

describe('the committed default snapshot (content/channels.yaml)', () => {
  it('loads through the content loader and holds a realistic catalogue', async () => {
    const { regions } = await loadChannels();
    const counts = regionKeys.map((region) => regions[region].count);
    const total = counts.reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThanOrEqual(300);
    expect(total).toBeLessThanOrEqual(500);
    expect(regions.exyu.count).toBe(Math.max(...counts));
    const all = regionKeys.flatMap((region) => regions[region].channels);
    expect(all.some((c) => c.category === 'SPORT – Srbija')).toBe(true);
    expect(all.some((c) => c.category.includes('|'))).toBe(false);
    for (const quality of ['4K', 'UHD', 'FHD', 'HD']) expect(all.some((c) => c.name.includes(quality))).toBe(true);
  });

  it('is exactly what the snapshot command writes from the seed rows', async () => {
    const { channelTables } = await loadYaml('content/site.yaml', siteSchema);
    const server = await startChannelServer(
      { exyu: { rows: seedRows.exyu }, europa: { rows: seedRows.europa }, 'rest-of-world': { rows: seedRows['rest-of-world'] } },
      { tables: channelTables },
    );
    const dir = await mkdtemp(path.join(tmpdir(), 'snapshot-default-'));
    try {
      const file = path.join(dir, 'channels.yaml');
      const report = await runSnapshot({ url: server.url, key: server.key, tables: channelTables, file });
      expect(report.outcome).toBe('written');
      // If this fails after editing the seed, regenerate: npx tsx tests/fixtures/write-default-snapshot.ts
      expect(await readFile(file, 'utf8')).toBe(await readFile(path.join(projectRoot, channelsFile), 'utf8'));
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
