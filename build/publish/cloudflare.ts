import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../paths';

export const WRANGLER = path.join(projectRoot, 'node_modules/.bin/wrangler');

/**
 * No usage metrics, no banner (printing it asks the registry for a newer wrangler) and no download of
 * `Request.cf` (a machine without DNS waits for it): the runtime stays offline.
 */
export const WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
} as const;

export const DEPLOY_SECRETS = ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID'] as const;

/**
 * Runs `dir` in Cloudflare's local runtime (workerd), reading wrangler.toml, `_headers` and `_redirects` as Pages does.
 * wrangler reads wrangler.toml from `cwd` and keeps its bundles and state under `cwd`/.wrangler.
 */
export function startPagesDev(
  dir: string,
  port: number,
  options: SpawnOptions & { ip?: string; inspectorPort?: number } = {},
): ChildProcess {
  const { ip, inspectorPort, env = process.env, ...spawnOptions } = options;
  const args = [
    'pages',
    'dev',
    dir,
    '--port',
    String(port),
    ...(ip ? ['--ip', ip] : []),
    ...(inspectorPort === undefined ? [] : ['--inspector-port', String(inspectorPort)]),
    '--show-interactive-dev-session=false',
  ];
  return spawn(WRANGLER, args, { cwd: projectRoot, ...spawnOptions, env: { ...env, ...WRANGLER_ENV } });
}

/** Names of the deploy secrets missing from `env`. */
export function missingDeploySecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  return DEPLOY_SECRETS.filter((name) => !env[name]);
}

/** Uploads dist/ to the Pages project named in wrangler.toml; resolves with wrangler's exit code. */
export function deployPages(dir: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const child = spawn(WRANGLER, ['pages', 'deploy', dir], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...env, ...WRANGLER_ENV },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}
