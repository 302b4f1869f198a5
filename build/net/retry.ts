import { setTimeout as sleep } from 'node:timers/promises';

/** How long and how often the snapshot may try before it gives up. */
export interface FetchLimits {
  /** Longest wait for one request, answer included. */
  requestTimeoutMs: number;
  /** Extra attempts after a transient failure (5xx, network error, timeout). */
  retries: number;
  /** Wait before the first retry; doubles for every further one. */
  retryDelayMs: number;
  /** Longest time for the whole run, all tables and retries included. */
  deadlineMs: number;
}

export const defaultFetchLimits: FetchLimits = {
  requestTimeoutMs: 15_000,
  retries: 4,
  retryDelayMs: 1_000,
  deadlineMs: 120_000,
};

/** A failed attempt; `transient` failures are worth another try, the others are not (a wrong key stays wrong). */
export class RequestFailure extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'RequestFailure';
  }
}

/** The end of the run's time budget, shared by every table. */
export class Deadline {
  private readonly endsAt: number;

  constructor(readonly budgetMs: number) {
    this.endsAt = Date.now() + budgetMs;
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - Date.now());
  }
}

/**
 * Runs `attempt` with a per-request timeout signal, retrying transient failures with exponential backoff
 * while retries and the deadline allow. Throws one readable line when it gives up.
 */
export async function withRetries<T>(
  attempt: (signal: AbortSignal, timeoutMs: number) => Promise<T>,
  limits: FetchLimits,
  deadline: Deadline,
): Promise<T> {
  for (let attemptIndex = 0; ; attemptIndex++) {
    const timeoutMs = Math.min(limits.requestTimeoutMs, deadline.remainingMs());
    if (timeoutMs <= 0) throw new Error(`gave up: the overall time limit of ${deadline.budgetMs} ms was reached`);
    let failure: RequestFailure;
    try {
      return await attempt(AbortSignal.timeout(timeoutMs), timeoutMs);
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      failure = error;
    }
    if (!failure.transient) throw new Error(failure.message);
    const attempts = `${attemptIndex + 1} attempt${attemptIndex === 0 ? '' : 's'}`;
    if (attemptIndex >= limits.retries) throw new Error(`gave up after ${attempts}: ${failure.message}`);
    const delayMs = limits.retryDelayMs * 2 ** attemptIndex;
    if (delayMs >= deadline.remainingMs()) {
      throw new Error(
        `gave up after ${attempts} (the overall time limit of ${deadline.budgetMs} ms would pass): ${failure.message}`,
      );
    }
    await sleep(delayMs);
  }
}
