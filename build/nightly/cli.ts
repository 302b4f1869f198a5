import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { distDir, projectRoot } from '../paths';
import { deployPages, DEPLOY_SECRETS, missingDeploySecrets } from '../publish/cloudflare';

// `npm run nightly [-- --bundle FILE]`: refresh the snapshot, build, commit a changed snapshot, deploy or leave
// dist/ to be published. A refused snapshot never blocks publishing: the site is built from the last good one
// and the run ends red with the reason. `--bundle` leaves the commit in a git bundle instead of pushing it, for a
// separate job that alone may write to the repository.

const SNAPSHOT_FILE = 'content/channels.jsonl';
const COMMITTER = ['-c', 'user.name=nightly snapshot', '-c', 'user.email=nightly-snapshot@users.noreply.github.com'];

const { values } = parseArgs({ options: { bundle: { type: 'string' } }, strict: true });
const work = mkdtempSync(path.join(tmpdir(), 'nightly-'));
const inActions = process.env.GITHUB_ACTIONS === 'true';

function step(title: string): void {
  console.log(`\n== ${title} ==`);
}

/** Runs a command in the project, echoing its output; resolves with its exit code and what it wrote to stderr. */
function run(command: string, args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, stderr }));
  });
}

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: projectRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout.trim();
}

function fail(message: string): number {
  console.error(inActions ? `::error::${message.replaceAll('\n', '%0A')}` : `nightly: ${message}`);
  return 1;
}

function setOutput(name: string, value: string): void {
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `${name}=${value}\n`);
}

async function nightly(): Promise<number> {
  step('Refresh the channel snapshot');
  const messageFile = path.join(work, 'snapshot-message.txt');
  const snapshot = await run(path.join(projectRoot, 'node_modules/.bin/tsx'), [
    'build/snapshot/cli.ts',
    '--commit-message',
    messageFile,
  ]);
  const refusal =
    snapshot.code === 0 ? undefined : snapshot.stderr.trim() || `npm run snapshot exited with code ${snapshot.code}`;

  step(refusal ? 'Build from the last good snapshot' : 'Build');
  const build = await run(process.execPath, ['build/run.mjs']);
  if (build.code !== 0) return fail('the build failed (above); nothing was committed or published.');

  setOutput('snapshot-commit', 'false');
  if (!refusal && git('status', '--porcelain', '--', SNAPSHOT_FILE) !== '') {
    step('Commit the changed snapshot');
    git(...COMMITTER, 'commit', '--quiet', '-F', messageFile, '--', SNAPSHOT_FILE);
    console.log(git('log', '-1', '--format=%h %s'));
    if (values.bundle) {
      git('bundle', 'create', path.resolve(values.bundle), 'HEAD~1..HEAD');
      console.log(`The commit is in ${values.bundle}, for the job that pushes it.`);
    } else {
      git('push', '--quiet', 'origin', 'HEAD');
      console.log('Pushed.');
    }
    setOutput('snapshot-commit', 'true');
  } else if (!refusal) {
    console.log('\nThe snapshot did not change: nothing to commit.');
  }

  const missing = missingDeploySecrets();
  if (missing.length === 0) {
    step('Deploy to Cloudflare Pages');
    const code = await deployPages(path.relative(projectRoot, distDir));
    if (code !== 0) return fail(`npm run deploy failed with code ${code} (above).`);
  } else {
    step('Publish');
    console.log(`No ${DEPLOY_SECRETS.join(' and ')}: dist/ is published as the workflow's artifact, not deployed.`);
  }

  if (refusal)
    return fail(
      `The channel snapshot was not refreshed; the site was built and published from the last good one.\n${refusal}`,
    );
  return 0;
}

nightly()
  .then(
    (code) => (process.exitCode = code),
    (error: unknown) => (process.exitCode = fail(error instanceof Error ? error.message : String(error))),
  )
  .finally(() => rmSync(work, { recursive: true, force: true }));
