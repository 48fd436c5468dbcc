// What the auth machine needs from the outside world, as an interface; src/app implements it
// (gateway calls, local storage) and tests fake it.
import { fromCallback, fromPromise } from 'xstate';
import type { Tokens } from '../../domain/jwt-claims.ts';
import { authMachine, type AuthUser, type Credentials, type PersistedSession, type StorageCommand } from './machine.ts';

export interface AuthEffects {
  /** The persisted session, or null. */
  restore(): Promise<PersistedSession | null>;
  login(credentials: Credentials): Promise<Tokens>;
  loadUser(tokens: Tokens): Promise<AuthUser>;
  save(session: PersistedSession): void;
  clear(): void;
}

/** The auth machine with its effects. */
export function provideAuth(fx: AuthEffects) {
  return authMachine.provide({
    actors: {
      restore: fromPromise(() => fx.restore()),
      login: fromPromise(({ input }: { input: Credentials }) => fx.login(input)),
      loadUser: fromPromise(({ input }: { input: { tokens: Tokens } }) => fx.loadUser(input.tokens)),
      storage: fromCallback<StorageCommand>(({ receive }) => {
        receive((command) => (command.type === 'storage.save' ? fx.save(command.session) : fx.clear()));
      }),
    },
  });
}
