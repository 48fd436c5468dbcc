// The clients' fetch follows product rules ‹REST calls›: no response or 503 (HTTP, or the gateway reporting REST's
// 503) is retried up to 5 times, 200 ms doubling, then the last answer goes to the caller.
import { describe, expect, it } from 'vitest';
import { retryFetch } from '../../src/gateway/client/retry-fetch.ts';

const sleep = async () => {};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('retryFetch', () => {
  it('retries a network failure and a gateway-reported 503, then returns the success', async () => {
    const sleeps: number[] = [];
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json({ errors: [{ message: 'Wartung', extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } }] }),
      () => json({ data: { ok: true } }),
    ];
    let calls = 0;
    const fetch = retryFetch(async () => answers[calls++]!(), { sleep: async (ms) => void sleeps.push(ms) });
    const response = await fetch('/graphql', { method: 'POST' });
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(sleeps).toEqual([200, 400]);
  });

  it('gives up after 5 retries on 503, logs the spec message and hands over the last answer', async () => {
    const sleeps: number[] = [];
    const logged: string[] = [];
    let calls = 0;
    const fetch = retryFetch(async () => (calls++, new Response('busy', { status: 503 })), { sleep: async (ms) => void sleeps.push(ms), log: (m) => logged.push(m) });
    expect((await fetch('/graphql')).status).toBe(503);
    expect(calls).toBe(6);
    expect(sleeps).toEqual([200, 400, 800, 1600, 3200]);
    expect(logged).toEqual(['Operation failed. Please try again later.']);
  });

  it('does not retry other errors, 500s or aborted requests', async () => {
    let calls = 0;
    expect((await retryFetch(async () => (calls++, json({ errors: [{ message: 'x', extensions: { status: 500 } }] })), { sleep })('/graphql')).status).toBe(200);
    expect(calls).toBe(1);
    const abort = retryFetch(async () => (calls++, Promise.reject(new DOMException('aborted', 'AbortError'))), { sleep });
    await expect(abort('/graphql')).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toBe(2);
  });
});
