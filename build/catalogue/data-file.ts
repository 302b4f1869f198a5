import { createHash } from 'node:crypto';
import type { ChannelSnapshot } from '../../shared/content/channels';
import type { OutputMap } from '../output';
import { catalogueChannels, encodeCatalogue } from './data';

/** Writes the catalogue's channel data as `assets/channels-<hash>.json` (cacheable forever) and returns its URL. */
export function writeCatalogueData(output: OutputMap, snapshot: ChannelSnapshot): string {
  const json = JSON.stringify(encodeCatalogue(catalogueChannels(snapshot)));
  const file = `assets/channels-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
  output.set(file, json);
  return `/${file}`;
}
