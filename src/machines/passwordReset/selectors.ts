// What the reset pages read of the password-reset machine.
import type { PasswordResetSnapshot } from './machine.ts';

export const isSending = (s: PasswordResetSnapshot) => s.hasTag('busy');
export const isRequested = (s: PasswordResetSnapshot) => s.matches('requested');
export const isChanged = (s: PasswordResetSnapshot) => s.matches('changed');
export const wasSubmitted = (s: PasswordResetSnapshot) => s.context.submitted;
export const fieldErrors = (s: PasswordResetSnapshot) => s.context.fieldErrors;
export const resetNotice = (s: PasswordResetSnapshot) => s.context.notice;
