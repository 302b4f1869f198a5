import { z } from 'zod';
import { Deadline, RequestFailure, withRetries, type FetchLimits } from '../../net/retry';

/** Calls 1 and 2: at most 10 s per request and 2 retries, so a dead service delays the build by well under a minute. */
export const defaultTmdbLimits: FetchLimits = {
  requestTimeoutMs: 10_000,
  retries: 2,
  retryDelayMs: 1_000,
  deadlineMs: 45_000,
};

export type PopularList = 'movie' | 'tv';

export interface TmdbRequest {
  origin: string;
  apiKey: string;
  limits: FetchLimits;
}

const popularPage = z.object({ results: z.array(z.unknown()) });

/** GET /3/{movie|tv}/popular?language=hr, retried on 5xx, network errors and timeouts; returns the raw `results`. */
export function fetchPopular(list: PopularList, request: TmdbRequest): Promise<unknown[]> {
  const deadline = new Deadline(request.limits.deadlineMs);
  return withRetries((signal, timeoutMs) => fetchOnce(list, request, signal, timeoutMs), request.limits, deadline);
}

async function fetchOnce(
  list: PopularList,
  { origin, apiKey }: TmdbRequest,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<unknown[]> {
  const url = new URL(`/3/${list}/popular`, origin);
  url.searchParams.set('api_key', apiKey);
  url.searchParams.set('language', 'hr');
  url.searchParams.set('page', '1');
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    body = await response.text();
  } catch (error) {
    if (signal.aborted) throw new RequestFailure(`no answer within ${timeoutMs} ms`, true);
    // Never the URL: it carries the key.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new RequestFailure(`network error: ${cause}`, true);
  }
  if (!response.ok) {
    const reason = z.object({ status_message: z.string() }).safeParse(parseJson(body)).data?.status_message;
    throw new RequestFailure(
      `HTTP ${response.status}${reason ? `: ${reason.slice(0, 200)}` : ''}`,
      response.status >= 500 || response.status === 429,
    );
  }
  const page = popularPage.safeParse(parseJson(body));
  if (!page.success)
    throw new RequestFailure(`HTTP ${response.status}: the answer is not a TMDB list (no JSON "results")`, false);
  return page.data.results;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
