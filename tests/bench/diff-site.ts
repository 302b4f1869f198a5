import { availableParallelism, loadavg } from 'node:os';
import { serializeSnapshot } from '../../build/snapshot/write';
import { syntheticSnapshot } from '../fixtures/synthetic-channels';
import { describeDiffRun, gitProject } from '../support/git-project';

const CHANNELS = 27_000;

/**
 * `npm run diff-site` for a one-field change (one plan's price) with a warm .cache, on a catalogue of real size:
 * a first run warms both sides' caches, the second is timed (builds, comparison, screenshots, report).
 */
export async function benchDiffSite(): Promise<void> {
  const project = gitProject('diff-site-bench-', (copy) =>
    copy.write('content/channels.jsonl', serializeSnapshot(syntheticSnapshot({ count: CHANNELS }))),
  );
  try {
    project.commitEdit(
      'content/plans.yaml',
      (text) => text.replace('price: 24.99', 'price: 25.99'),
      'Standard, 3 months: 25,99 €',
    );
    const warmUp = await project.diffSite('warm-up');
    if (warmUp.status !== 0) throw new Error(describeDiffRun(warmUp));
    project.commitEdit(
      'content/plans.yaml',
      (text) => text.replace('price: 25.99', 'price: 26.99'),
      'Standard, 3 months: 26,99 €',
    );
    const started = performance.now();
    const run = await project.diffSite('timed', 'HEAD~1');
    const ms = performance.now() - started;
    if (run.status !== 0) throw new Error(describeDiffRun(run));
    const pages = (run.summary.match(/^#### /gm) ?? []).length;
    console.log(
      `${CHANNELS} channels; machine load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
    );
    console.log(
      `diff-site, one price changed, warm .cache  ${(ms / 1000).toFixed(1).padStart(6)} s   target ≤ 60 s  (${pages} pages listed)`,
    );
    console.log(`  ${/^Took .*$/m.exec(run.stdout)?.[0] ?? run.stdout}`);
  } finally {
    project.remove();
  }
}
