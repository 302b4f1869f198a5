import { buildInputs, recordBuild, upToDate } from './publish/up-to-date';

// `npm run build`: a content problem is the editor's to fix and prints as file:line lines, anything else with its stack.
async function main(): Promise<void> {
  const started = performance.now();
  const inputs = buildInputs();
  if (upToDate(inputs)) {
    const ms = Math.round(performance.now() - started);
    console.log(
      `unchanged ${String(ms).padStart(5)} ms  dist/ holds the build of these inputs (code, content, public/, environment and day as the last build read them)`,
    );
    return;
  }
  // Loaded only when there is work: the pipeline's packages take longer to load than the check above takes.
  const [{ buildSite }, { ContentError, ContentErrors }] = await Promise.all([
    import('./index'),
    import('./content/errors'),
  ]);
  try {
    await buildSite();
  } catch (error) {
    if (error instanceof ContentErrors || error instanceof ContentError) {
      console.error(error.message);
      console.error('Build stopped: fix the content above. dist/ was left as it was.');
    } else {
      console.error(error);
      console.error('Build failed. dist/ was left as it was.');
    }
    process.exitCode = 1;
    return;
  }
  recordBuild(inputs);
}

await main();
