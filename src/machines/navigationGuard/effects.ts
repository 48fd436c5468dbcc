// What the navigation guard needs from the outside: the terms fields of the user's farms.
import { fromPromise } from 'xstate';
import type { TermsFarm, TermsUser } from '../../domain/terms.ts';
import { navigationGuardMachine } from './machine.ts';

export interface NavigationGuardEffects {
  /** Resolves once the minimum data is there; rejects with a notice-carrying error. */
  bootstrapMinimum(user: TermsUser | null): Promise<readonly TermsFarm[]>;
}

export function provideNavigationGuard(fx: NavigationGuardEffects) {
  return navigationGuardMachine.provide({
    actors: { bootstrapMinimum: fromPromise(({ input }: { input: { user: TermsUser | null } }) => fx.bootstrapMinimum(input.user)) },
  });
}
