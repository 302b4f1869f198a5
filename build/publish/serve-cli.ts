import { spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../paths';
import { requireBuiltSite } from './built-site';

// `npm run serve`: without serve.json (written by the build) serve would list the project folder itself, sources and all.
requireBuiltSite('npm run serve', [path.join(projectRoot, 'serve.json')]);
const child = spawn(path.join(projectRoot, 'node_modules/.bin/serve'), ['--no-clipboard', ...process.argv.slice(2)], {
  cwd: projectRoot,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
