// What the password reset needs from the outside: the two public gateway mutations.
import { fromPromise } from 'xstate';
import { passwordResetMachine, type ResetInput } from './machine.ts';

export interface PasswordResetEffects {
  requestReset(email: string): Promise<unknown>;
  resetPassword(input: ResetInput): Promise<unknown>;
}

export function providePasswordReset(fx: PasswordResetEffects) {
  return passwordResetMachine.provide({
    actors: {
      request: fromPromise(({ input }: { input: { email: string } }) => fx.requestReset(input.email)),
      reset: fromPromise(({ input }: { input: ResetInput }) => fx.resetPassword(input)),
    },
  });
}
