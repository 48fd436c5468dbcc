// The fetch-side half of session recovery: `request(fn)` runs a call with the current access token;
// on a 401 it asks the session machine, waits for the one shared refresh, and replays the call once
// with the new token. src/gateway wraps every authenticated call in `session.request`.
import type { Subscription } from 'xstate';
import { toApiErrorInfo } from '../../domain/errors.ts';
import type { AuthActorRef, AuthSnapshot } from '../auth/machine.ts';
import type { SessionActorRef, SessionEmitted } from './machine.ts';

export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';
  constructor(readonly redirect: string, options?: { cause?: unknown }) {
    super('Die Sitzung ist abgelaufen.', options);
  }
}

export interface SessionClientOptions {
  /** Whether a failure is a 401 (default: an API error with status 401). */
  isUnauthorized?: (error: unknown) => boolean;
  /** The current route, for the login redirect (default '/'). */
  currentRoute?: () => string;
}

export interface SessionClient {
  /** Runs `call` with the access token; on 401 refreshes (shared) and replays once. */
  request<T>(call: (accessToken: string | null) => Promise<T>): Promise<T>;
  accessToken(): string | null;
}

const is401 = (error: unknown) => toApiErrorInfo(error)?.status === 401;

export function createSessionClient(session: SessionActorRef, options: SessionClientOptions = {}): SessionClient {
  const { isUnauthorized = is401, currentRoute = () => '/' } = options;
  const accessToken = () => session.getSnapshot().context.tokens?.access ?? null;

  /** Registers for the outcome first, then reports the 401: the machine answers with exactly one emit. */
  const awaitRecovery = (token: string | null) =>
    new Promise<SessionEmitted>((resolve) => {
      const subs: Subscription[] = [];
      const settle = (outcome: SessionEmitted) => {
        for (const s of subs) s.unsubscribe();
        resolve(outcome);
      };
      subs.push(session.on('session.refreshed', settle), session.on('session.expired', settle));
      session.send({ type: 'session.unauthorized', token, route: currentRoute() });
    });

  return {
    accessToken,
    async request<T>(call: (accessToken: string | null) => Promise<T>): Promise<T> {
      const token = accessToken();
      try {
        return await call(token);
      } catch (error) {
        if (!isUnauthorized(error)) throw error;
        const outcome = await awaitRecovery(token);
        if (outcome.type === 'session.expired') throw new SessionExpiredError(outcome.redirect, { cause: error });
        return call(outcome.tokens.access);
      }
    },
  };
}

/**
 * App wiring: keeps the session machine's tokens in step with the auth machine, hands refreshed
 * tokens to auth ('auth.tokens.refreshed'), and on expiry logs out and navigates to the login path.
 * Returns the unsubscribe function.
 */
export function linkSession(auth: AuthActorRef, session: SessionActorRef, navigate: (path: string) => void): () => void {
  let last: unknown;
  const syncTokens = (tokens: AuthSnapshot['context']['tokens']) => {
    if (tokens === last) return;
    last = tokens;
    session.send({ type: 'session.tokens', tokens });
  };
  syncTokens(auth.getSnapshot().context.tokens);
  const subs: Subscription[] = [
    auth.subscribe((s) => syncTokens(s.context.tokens)),
    session.on('session.refreshed', (e) => auth.send({ type: 'auth.tokens.refreshed', access: e.tokens.access, refresh: e.tokens.refresh ?? null })),
    session.on('session.expired', (e) => {
      auth.send({ type: 'auth.logout' });
      navigate(e.redirect);
    }),
  ];
  return () => subs.forEach((s) => s.unsubscribe());
}
