import { execFileSync } from 'node:child_process';
import { projectRoot } from '../build/paths';
import { BUILD_ARGS } from './support/project-copy';

/** Every test reads the same freshly built dist/, built once per run. */
export default function buildSiteOnce(): void {
  execFileSync(process.execPath, BUILD_ARGS, { cwd: projectRoot, stdio: 'inherit' });
}
