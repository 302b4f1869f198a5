import { channelsFile } from '../content/channels';
import type { FetchLimits } from '../net/retry';

/** Settings the snapshot command takes from the environment. */
export interface SnapshotEnvironment {
  url: string;
  key: string;
  file: string;
  limits: Partial<FetchLimits>;
}

/** A setting is missing or malformed; the message is one line naming the variable. */
export class SnapshotConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SnapshotConfigError';
  }
}

const required = {
  SUPABASE_URL: 'the Supabase project URL, e.g. https://<project>.supabase.co',
  SUPABASE_ANON_KEY: 'the anonymous public key of that project',
} as const;

const limitVariables = {
  SNAPSHOT_TIMEOUT_MS: { limit: 'requestTimeoutMs', min: 1 },
  SNAPSHOT_RETRIES: { limit: 'retries', min: 0 },
  SNAPSHOT_RETRY_DELAY_MS: { limit: 'retryDelayMs', min: 0 },
  SNAPSHOT_DEADLINE_MS: { limit: 'deadlineMs', min: 1 },
} as const satisfies Record<string, { limit: keyof FetchLimits; min: number }>;

export function readSnapshotEnvironment(env: NodeJS.ProcessEnv): SnapshotEnvironment {
  const missing = (Object.keys(required) as (keyof typeof required)[]).filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    const names = missing.map((name) => `${name} (${required[name]})`).join(' and ');
    throw new SnapshotConfigError(`Missing environment variable${missing.length > 1 ? 's' : ''} ${names}`);
  }
  const url = env.SUPABASE_URL!.trim();
  if (!/^https?:\/\//.test(url) || !URL.canParse(url)) {
    throw new SnapshotConfigError(`SUPABASE_URL must be an http(s) URL, got ${JSON.stringify(url)}`);
  }
  const limits: Partial<FetchLimits> = {};
  for (const [name, { limit, min }] of Object.entries(limitVariables)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      throw new SnapshotConfigError(`${name} must be a whole number of at least ${min}, got ${JSON.stringify(raw)}`);
    }
    limits[limit] = value;
  }
  return { url, key: env.SUPABASE_ANON_KEY!.trim(), file: env.SNAPSHOT_FILE?.trim() || channelsFile, limits };
}
