import { yamlFiles } from './files';
import { loadYaml } from './load';
import type { ChannelSnapshot } from './schemas/channels';

/** Where `npm run snapshot` writes the catalogue and where the build reads it. */
export const channelsFile = yamlFiles.channels.file;

/** The channel catalogue snapshot, validated like every other content file. */
export function loadChannels(file: string = channelsFile): Promise<ChannelSnapshot> {
  return loadYaml(file, yamlFiles.channels.schema);
}
