import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir, projectRoot } from '../paths';
import { deployPages, missingDeploySecrets, startPagesDev } from './cloudflare';

// `npm run preview` and `npm run deploy`: dist/ through Cloudflare Pages, locally or for real.
const command = process.argv[2];
const dist = path.relative(projectRoot, distDir);

function requireBuiltSite(): void {
  if (existsSync(path.join(distDir, 'index.html'))) return;
  console.error(`${dist}/ holds no built site: run npm run build first.`);
  process.exit(1);
}

if (command === 'preview') {
  requireBuiltSite();
  const child = startPagesDev(dist, Number(process.env.PORT ?? 3000), { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
} else if (command === 'deploy') {
  const missing = missingDeploySecrets();
  if (missing.length > 0) {
    console.error(
      'npm run deploy needs CLOUDFLARE_API_TOKEN (an API token allowed to edit Cloudflare Pages) and CLOUDFLARE_ACCOUNT_ID; ' +
        `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. Nothing was uploaded.`,
    );
    process.exit(1);
  }
  requireBuiltSite();
  process.exit(await deployPages(dist));
} else {
  console.error('usage: tsx build/publish/pages-cli.ts preview|deploy');
  process.exit(2);
}
