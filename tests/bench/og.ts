import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../../build/content';
import { renderOgImages } from '../../build/render/og';
import type { FileOnDisk, OutputMap } from '../../build/publish/output';
import { projectRoot } from '../../build/paths';
import type { BuiltRoute } from '../../shared/route';

const POSTS = 300;

/** Social cards at blog size: cold encode cost per card, card size, and a rebuild served from the cache. */
export async function benchOg(): Promise<void> {
  const content = await loadContent();
  const cache = mkdtempSync(path.join(tmpdir(), 'balkanstream-og-bench-'));
  const routes: BuiltRoute[] = Array.from({ length: POSTS }, (_, i) => ({
    status: 'built',
    path: `/blog/post-${i}`,
    template: 'BlogPost',
    lang: 'hr',
    sitemap: true,
    render: () => null!,
    title: `Vodič ${i}: kako gledati ex-Yu kanale na Smart TV-u, Android boxu i mobitelu u inozemstvu | ${content.site.brand.name}`,
    description: 'Korak po korak: instalacija aplikacije, unos podataka za prijavu i najčešći problemi s rješenjima.',
  }));
  const dirs = { template: path.join(projectRoot, 'templates/og-card.svg'), cache };
  try {
    const output: OutputMap = new Map();
    const cold = await renderOgImages(output, routes, content, { dirs });
    const sizes = [...output.values()].map((card) => statSync((card as FileOnDisk).path).size);
    const warm = await renderOgImages(new Map(), routes, content, { dirs });
    console.log(
      `${POSTS} cards, empty cache   ${cold.ms.toFixed(0).padStart(6)} ms  (${(cold.ms / cold.encoded).toFixed(1)} ms a card, ${cold.encoded} encoded)`,
    );
    console.log(
      `${POSTS} cards, warm cache    ${warm.ms.toFixed(0).padStart(6)} ms  (${warm.encoded} encoded, ${warm.cached} cached)`,
    );
    console.log(
      `card size: mean ${(sizes.reduce((a, b) => a + b, 0) / sizes.length / 1024).toFixed(1)} KB, max ${(Math.max(...sizes) / 1024).toFixed(1)} KB`,
    );
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}
