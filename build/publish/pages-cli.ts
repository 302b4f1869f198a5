import path from 'node:path';
import { distDir, projectRoot } from '../paths';
import { requireBuiltSite } from './built-site';
import { deployPages, missingDeploySecrets, startPagesDev } from './cloudflare';

// `npm run preview` and `npm run deploy`: dist/ through Cloudflare Pages, locally or for real.
const command = process.argv[2];
const dist = path.relative(projectRoot, distDir);

if (command === 'preview') {
  requireBuiltSite(`npm run ${command}`);
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
  requireBuiltSite(`npm run ${command}`);
  process.exit(await deployPages(dist));
} else {
  console.error('usage: tsx build/publish/pages-cli.ts preview|deploy');
  process.exit(2);
}
