// What the session machine needs from the outside: the token refresh (not through the session client).
import { fromPromise } from 'xstate';
import { sessionMachine, type RefreshResult } from './machine.ts';

export interface SessionEffects {
  refresh(refresh: string): Promise<RefreshResult>;
}

export function provideSession(fx: SessionEffects) {
  return sessionMachine.provide({
    actors: { refresh: fromPromise(({ input }: { input: { refresh: string } }) => fx.refresh(input.refresh)) },
  });
}
