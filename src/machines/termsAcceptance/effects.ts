// What the terms acceptance needs from the outside: one acceptance call.
import { fromPromise } from 'xstate';
import { termsAcceptanceMachine, type AcceptInput } from './machine.ts';

export interface TermsAcceptanceEffects {
  acceptTerms(input: AcceptInput): Promise<unknown>;
}

export function provideTermsAcceptance(fx: TermsAcceptanceEffects) {
  return termsAcceptanceMachine.provide({ actors: { accept: fromPromise(({ input }: { input: AcceptInput }) => fx.acceptTerms(input)) } });
}
