import { loadContent } from '../../build/content';
import type { Content } from '../../shared/content/content';
import { countryRoutes } from '../../build/routes/countries';

/** The snapshot's channels repeated (numbered) until the catalogue holds `size` channels, as a real one does. */
function withChannels(content: Content, size: number): Content {
  const total = Object.values(content.channels.regions).reduce((sum, region) => sum + region.channels.length, 0);
  const regions = Object.fromEntries(
    Object.entries(content.channels.regions).map(([key, region]) => {
      const share = Math.round((size * region.channels.length) / total);
      const channels = Array.from({ length: share }, (_, i) => {
        const channel = region.channels[i % region.channels.length]!;
        return { ...channel, name: `${channel.name} ${Math.floor(i / region.channels.length) + 1}` };
      });
      return [key, { ...region, count: channels.length, channels }];
    }),
  );
  return { ...content, channels: { ...content.channels, regions: regions as Content['channels']['regions'] } };
}

/** Building the country routes counts every page's catalogue matches: the cost at 30,000 channels. */
export async function benchCountries(): Promise<void> {
  const content = await loadContent();
  for (const size of [0, 30_000]) {
    const big = size === 0 ? content : withChannels(content, size);
    const started = performance.now();
    const routes = countryRoutes(big);
    const ms = performance.now() - started;
    const channels = Object.values(big.channels.regions).reduce((sum, region) => sum + region.channels.length, 0);
    console.log(
      `${routes.length} country routes, ${channels.toLocaleString('en').padStart(6)} channels  ${ms.toFixed(0).padStart(6)} ms`,
    );
  }
}
