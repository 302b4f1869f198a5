import { execFileSync } from 'node:child_process';
import { projectRoot } from '../build/paths';

/** Every test reads the same freshly built dist/, built once per run. */
export default function buildSiteOnce(): void {
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'build/index.ts'], { cwd: projectRoot, stdio: 'inherit' });
}
