import { parseArgs } from 'node:util';
import { yamlFiles } from '../content/files';
import { loadYaml } from '../content/load';
import { readSnapshotEnvironment } from './env';
import { formatReport } from './report';
import { runSnapshot } from './run';

// `npm run snapshot [-- --allow-shrink]`: everything but argument and environment handling lives in run.ts.
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'allow-shrink': { type: 'boolean', default: false } }, strict: true });
  const settings = readSnapshotEnvironment(process.env);
  const site = await loadYaml(yamlFiles.site.file, yamlFiles.site.schema);
  const report = await runSnapshot({ ...settings, tables: site.channelTables, allowShrink: values['allow-shrink'] });
  const print = report.outcome === 'refused' ? console.error : console.log;
  for (const line of formatReport(report)) print(line);
  return report.outcome === 'refused' ? 1 : 0;
}

main().then(
  (exitCode) => {
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    console.error(`snapshot: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
