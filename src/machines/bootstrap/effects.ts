// What the bootstrap needs from the outside: the terms fields of the user's own farms.
import { fromPromise } from 'xstate';
import type { TermsFarm, TermsUser } from '../../domain/terms.ts';
import { bootstrapMachine } from './machine.ts';

export interface BootstrapEffects {
  loadTermsFarms(user: TermsUser | null): Promise<readonly TermsFarm[]>;
}

export function provideBootstrap(fx: BootstrapEffects) {
  return bootstrapMachine.provide({
    actors: { loadMinimum: fromPromise(({ input }: { input: { user: TermsUser | null } }) => fx.loadTermsFarms(input.user)) },
  });
}
