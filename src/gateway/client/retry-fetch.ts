// The retry rule of product rules ‹REST calls› (src/domain/retry.ts) for both GraphQL clients: a request without
// response, or answered with 503 (by HTTP status, or by the gateway reporting the REST call's 503),
// is sent again up to 5 times, 200 ms doubling; then the last answer (or error) goes to the caller
// and 'Operation failed. Please try again later.' is logged. Aborted requests are not retried.
import { withRetry, type RetryFailure, type RetryPolicy } from '../../domain/retry.ts';

class Unavailable extends Error {
  constructor(readonly response: Response) {
    super('503');
  }
}

async function saysUnavailable(response: Response): Promise<boolean> {
  if (response.status === 503) return true;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return false;
  try {
    const body = (await response.clone().json()) as { errors?: { extensions?: { status?: number } }[] };
    return !!body.errors?.length && body.errors.every((e) => e.extensions?.status === 503);
  } catch {
    return false;
  }
}

function classify(error: unknown): RetryFailure | null {
  if (error instanceof Unavailable) return { status: 503 };
  if (error instanceof Error && error.name === 'AbortError') return { status: null, aborted: true };
  // fetch rejects with a TypeError when there is no response at all.
  if (error instanceof TypeError) return { status: null };
  return null;
}

export interface RetryFetchOptions {
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string, error: unknown) => void;
  policy?: RetryPolicy;
}

export function retryFetch(base: typeof fetch = (...args) => globalThis.fetch(...args), options: RetryFetchOptions = {}): typeof fetch {
  const { sleep = (ms) => new Promise<void>((r) => setTimeout(r, ms)), log = (message) => console.error(message), policy } = options;
  return async (input, init) => {
    try {
      return await withRetry(
        async () => {
          const response = await base(input, init);
          if (await saysUnavailable(response)) throw new Unavailable(response);
          return response;
        },
        { sleep, log, classify, ...(policy ? { policy } : {}) },
      );
    } catch (error) {
      // Retries used up on 503: the caller reads the last answer like any other.
      if (error instanceof Unavailable) return error.response;
      throw error;
    }
  };
}
