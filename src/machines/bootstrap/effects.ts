// What the bootstrap needs from the outside: the terms fields of the user's farms and the catalogues.
import { fromPromise } from 'xstate';
import type { TermsFarm, TermsUser } from '../../domain/terms.ts';
import { bootstrapMachine, type BootstrapResource } from './machine.ts';

export interface BootstrapEffects {
  /** The terms fields of the user's own farms. */
  loadTermsFarms(user: TermsUser | null): Promise<readonly TermsFarm[]>;
  /** Loads a catalogue into the urql cache. */
  loadResource(resource: BootstrapResource): Promise<unknown>;
}

export function provideBootstrap(fx: BootstrapEffects) {
  return bootstrapMachine.provide({
    actors: {
      loadMinimum: fromPromise(({ input }: { input: { user: TermsUser | null } }) => fx.loadTermsFarms(input.user)),
      loadResource: fromPromise(({ input }: { input: { resource: BootstrapResource } }) => fx.loadResource(input.resource)),
    },
  });
}
