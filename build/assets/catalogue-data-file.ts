import type { ChannelSnapshot } from '../../shared/content/channels';
import { addHashedAsset } from './bundle';
import type { OutputMap } from '../publish/output';
import { catalogueChannels, encodeCatalogue } from './catalogue-data';

/** Writes the catalogue's channel data as `assets/channels-<hash>.json` (cacheable forever) and returns its URL. */
export function writeCatalogueData(output: OutputMap, snapshot: ChannelSnapshot): string {
  return addHashedAsset(output, 'channels', '.json', JSON.stringify(encodeCatalogue(catalogueChannels(snapshot))));
}
