import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/site';

/** `npm run deploy` with the given secrets and no others; exit code and what it printed. */
function deploy(secrets: Record<string, string>) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CLOUDFLARE_')));
  const result = spawnSync('npm', ['run', '--silent', 'deploy'], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...env, ...secrets },
    timeout: 20_000,
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('npm run deploy', () => {
  it('without the Cloudflare secrets stops at once, naming both, and uploads nothing', () => {
    const { status, output } = deploy({});
    expect(status).toBe(1);
    expect(output).toContain('CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID are not set. Nothing was uploaded.');
    expect(output).not.toMatch(/wrangler|Uploading/i);
  });

  it('with only one of them says which one is missing', () => {
    expect(deploy({ CLOUDFLARE_API_TOKEN: 'token' })).toEqual({
      status: 1,
      output: expect.stringContaining('CLOUDFLARE_ACCOUNT_ID is not set'),
    });
    expect(deploy({ CLOUDFLARE_ACCOUNT_ID: 'account' })).toEqual({
      status: 1,
      output: expect.stringContaining('CLOUDFLARE_API_TOKEN is not set'),
    });
  });
});
