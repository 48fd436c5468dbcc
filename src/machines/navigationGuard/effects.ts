// What the navigation guard needs from the outside: the terms fields of the user's farms, and for the
// evaluation guard the user's locations and sites.
import { fromPromise } from 'xstate';
import type { AccessData } from '../../domain/route-access.ts';
import type { TermsFarm, TermsUser } from '../../domain/terms.ts';
import { navigationGuardMachine, type GuardUser } from './machine.ts';

export interface NavigationGuardEffects {
  /** Resolves once the minimum data is there; rejects with a notice-carrying error. */
  bootstrapMinimum(user: TermsUser | null): Promise<readonly TermsFarm[]>;
  /** The user's locations (with their active profile's completeness) and sites. */
  loadAccessData(user: GuardUser | null): Promise<AccessData>;
}

export function provideNavigationGuard(fx: NavigationGuardEffects) {
  return navigationGuardMachine.provide({
    actors: {
      bootstrapMinimum: fromPromise(({ input }: { input: { user: TermsUser | null } }) => fx.bootstrapMinimum(input.user)),
      loadAccessData: fromPromise(({ input }: { input: { user: GuardUser | null } }) => fx.loadAccessData(input.user)),
    },
  });
}
