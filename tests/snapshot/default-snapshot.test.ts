import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelsFile, loadChannels } from '../../build/content/channels';
import { loadYaml } from '../../build/content/load';
import { regionKeys } from '../../shared/content/channels';
import { siteSchema } from '../../shared/content/site';
import { projectRoot } from '../../build/paths';
import { defaultSnapshotDates, writeDefaultSnapshot } from '../fixtures/default-snapshot';

describe('the committed default snapshot (content/channels.jsonl)', () => {
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
    // The latest nightly run found a few channels, so the site shows 'Novi kanali'.
    expect(all.filter((c) => c.firstSeen === defaultSnapshotDates.latest)).toHaveLength(9);
  });

  it('is exactly what the snapshot command writes from the seed rows', async () => {
    const { channelTables } = await loadYaml('content/site.yaml', siteSchema);
    const dir = await mkdtemp(path.join(tmpdir(), 'snapshot-default-'));
    try {
      const file = path.join(dir, 'channels.jsonl');
      const report = await writeDefaultSnapshot(file, channelTables);
      expect(report.outcome).toBe('written');
      // If this fails after editing the seed, regenerate: npx tsx tests/fixtures/write-default-snapshot.ts
      expect(await readFile(file, 'utf8')).toBe(await readFile(path.join(projectRoot, channelsFile), 'utf8'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
