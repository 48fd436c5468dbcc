import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/domain/errors.ts';
import { DEFAULT_RETRY_POLICY, RETRY_GIVE_UP_MESSAGE, classifyFailure, isRetryable, retryDecision, retryDelay, withRetry } from '../../src/domain/retry.ts';

describe('retry policy (product rules ‹REST calls›)', () => {
  it('retries no response and 503 only', () => {
    expect(isRetryable({ status: null })).toBe(true);
    expect(isRetryable({ status: 503 })).toBe(true);
    for (const s of [400, 401, 403, 404, 500, 502, 504]) expect(isRetryable({ status: s })).toBe(false);
    expect(isRetryable({ status: null, aborted: true })).toBe(false);
  });
  it('up to 5 retries, 200 ms doubling', () => {
    expect([0, 1, 2, 3, 4].map((n) => retryDecision({ status: 503 }, n))).toEqual([200, 400, 800, 1600, 3200].map((delayMs) => ({ retry: true, delayMs })));
    expect(retryDecision({ status: 503 }, 5)).toEqual({ retry: false, reason: 'exhausted' });
    expect(retryDecision({ status: 500 }, 0)).toEqual({ retry: false, reason: 'not-retryable' });
    expect(retryDecision({ status: null, aborted: true }, 0)).toEqual({ retry: false, reason: 'aborted' });
    expect(retryDelay(2, { maxRetries: 1, baseDelayMs: 100, factor: 3 })).toBe(900);
    expect(DEFAULT_RETRY_POLICY).toEqual({ maxRetries: 5, baseDelayMs: 200, factor: 2 });
  });
  it('classifies API errors and aborts; other errors are not retried', () => {
    expect(classifyFailure(ApiError.noResponse())).toEqual({ status: null, aborted: false });
    expect(classifyFailure(new ApiError({ status: 503 }))).toEqual({ status: 503, aborted: false });
    expect(classifyFailure(new DOMException('aborted', 'AbortError'))).toEqual({ status: null, aborted: true });
    expect(classifyFailure(new TypeError('x is not a function'))).toBeNull();
  });
});

describe('withRetry', () => {
  it('retries with the policy delays and returns the first success', async () => {
    const sleeps: number[] = [];
    const op = vi.fn(async (attempt: number) => {
      if (attempt < 3) throw new ApiError({ status: 503 });
      return 'ok';
    });
    await expect(withRetry(op, { sleep: async (ms) => void sleeps.push(ms) })).resolves.toBe('ok');
    expect(op.mock.calls.map((c) => c[0])).toEqual([0, 1, 2, 3]);
    expect(sleeps).toEqual([200, 400, 800]);
  });
  it('gives up after 5 retries (6 calls), logs once and rethrows the last error', async () => {
    const sleeps: number[] = [];
    const log = vi.fn();
    const errors = Array.from({ length: 6 }, () => ApiError.noResponse());
    const op = vi.fn(async (attempt: number) => Promise.reject(errors[attempt]));
    await expect(withRetry(op, { sleep: async (ms) => void sleeps.push(ms), log })).rejects.toBe(errors[5]);
    expect(op).toHaveBeenCalledTimes(6);
    expect(sleeps).toEqual([200, 400, 800, 1600, 3200]);
    expect(log).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith(RETRY_GIVE_UP_MESSAGE, errors[5]);
    expect(RETRY_GIVE_UP_MESSAGE).toBe('Operation failed. Please try again later.');
  });
  it('does not retry or log other failures and aborts', async () => {
    const log = vi.fn();
    const sleep = vi.fn(async () => {});
    for (const error of [new ApiError({ status: 400 }), ApiError.noResponse(true), new TypeError('bug')]) {
      const op = vi.fn(async () => Promise.reject(error));
      await expect(withRetry(op, { sleep, log })).rejects.toBe(error);
      expect(op).toHaveBeenCalledOnce();
    }
    expect(sleep).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });
  it('accepts a custom policy and classifier', async () => {
    const op = vi.fn(async () => Promise.reject(new Error('busy')));
    const sleeps: number[] = [];
    await expect(
      withRetry(op, { sleep: async (ms) => void sleeps.push(ms), policy: { maxRetries: 2, baseDelayMs: 10, factor: 3 }, classify: () => ({ status: 503 }) }),
    ).rejects.toThrow('busy');
    expect(sleeps).toEqual([10, 30]);
  });
});
