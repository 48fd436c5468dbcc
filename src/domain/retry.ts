// Retry policy of product rules ‹REST calls›: a request without response, or with status 503, is retried up to
// 5 times with exponential backoff from 200 ms (doubling); then the error is raised and logged.
// An aborted request is never retried.
import { RETRY_BASE_DELAY_MS, RETRY_FACTOR, RETRY_MAX_RETRIES } from './constants.ts';
import { toApiErrorInfo } from './errors.ts';

export interface RetryPolicy {
  maxRetries: number;
  baseDelayMs: number;
  factor: number;
}
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: RETRY_MAX_RETRIES, baseDelayMs: RETRY_BASE_DELAY_MS, factor: RETRY_FACTOR };
export const RETRY_GIVE_UP_MESSAGE = 'Operation failed. Please try again later.';

/** The failure as the policy sees it: status null = no response. */
export interface RetryFailure {
  status: number | null;
  aborted?: boolean;
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false; reason: 'not-retryable' | 'aborted' | 'exhausted' };

export const isRetryable = (f: RetryFailure) => !f.aborted && (f.status === null || f.status === 503);

/** Delay before retry number `retriesSoFar + 1`: 200, 400, 800, 1600, 3200 ms. */
export const retryDelay = (retriesSoFar: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY) =>
  policy.baseDelayMs * policy.factor ** retriesSoFar;

export function retryDecision(failure: RetryFailure, retriesSoFar: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): RetryDecision {
  if (failure.aborted) return { retry: false, reason: 'aborted' };
  if (!isRetryable(failure)) return { retry: false, reason: 'not-retryable' };
  if (retriesSoFar >= policy.maxRetries) return { retry: false, reason: 'exhausted' };
  return { retry: true, delayMs: retryDelay(retriesSoFar, policy) };
}

/** Default classification: API errors (see domain/errors) and DOM AbortErrors; anything else is not retried. */
export function classifyFailure(error: unknown): RetryFailure | null {
  if (error instanceof Error && error.name === 'AbortError') return { status: null, aborted: true };
  const info = toApiErrorInfo(error);
  return info ? { status: info.status, aborted: info.aborted ?? false } : null;
}

export interface RetryOptions {
  /** Injected so tests (and machines) control time. */
  sleep: (ms: number) => Promise<void>;
  policy?: RetryPolicy;
  classify?: (error: unknown) => RetryFailure | null;
  /** Called once when the retries are used up, before the error is rethrown. */
  log?: (message: string, error: unknown) => void;
}

/** Runs `operation` (given the attempt number, 0 first) and retries per the policy. */
export async function withRetry<T>(operation: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const { sleep, policy = DEFAULT_RETRY_POLICY, classify = classifyFailure, log } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await operation(attempt);
    } catch (error) {
      const failure = classify(error);
      const decision = failure ? retryDecision(failure, attempt, policy) : ({ retry: false, reason: 'not-retryable' } as const);
      if (!decision.retry) {
        if (decision.reason === 'exhausted') log?.(RETRY_GIVE_UP_MESSAGE, error);
        throw error;
      }
      await sleep(decision.delayMs);
    }
  }
}
