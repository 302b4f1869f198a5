import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { yamlFiles } from '../content/files';
import { loadYaml } from '../content/load';
import { readSnapshotEnvironment } from './env';
import { formatCommitMessage, formatReport } from './report';
import { runSnapshot } from './run';

// `npm run snapshot [-- --allow-shrink] [--commit-message FILE]`: everything but argument and environment handling lives in run.ts.
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { 'allow-shrink': { type: 'boolean', default: false }, 'commit-message': { type: 'string' } },
    strict: true,
  });
  const settings = readSnapshotEnvironment(process.env);
  const site = await loadYaml(yamlFiles.site.file, yamlFiles.site.schema);
  const report = await runSnapshot({ ...settings, tables: site.channelTables, allowShrink: values['allow-shrink'] });
  const print = report.outcome === 'refused' ? console.error : console.log;
  for (const line of formatReport(report)) print(line);
  // The nightly job commits with this message: which channels each table gained and lost.
  const messageFile = values['commit-message'];
  if (messageFile && report.outcome === 'written') await writeFile(messageFile, formatCommitMessage(report));
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
