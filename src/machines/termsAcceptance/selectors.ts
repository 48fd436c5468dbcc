// What the terms page reads of the acceptance machine.
import type { TermsAcceptanceSnapshot } from './machine.ts';

export const isAccepting = (s: TermsAcceptanceSnapshot) => s.hasTag('busy');
export const isAccepted = (s: TermsAcceptanceSnapshot) => s.matches('accepted');
export const acceptanceError = (s: TermsAcceptanceSnapshot) => s.context.error;
