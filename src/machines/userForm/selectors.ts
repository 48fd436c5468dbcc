// What the user form view reads of the machine: values, the messages to show, and the state flags.
import { canVerifyEmail, hasUserFormChanges, isUserFormValid, validateUserForm, type UserFormErrors } from '../../domain/user-form.ts';
import type { UserFormSnapshot } from './machine.ts';

export const formValues = (s: UserFormSnapshot) => s.context.values;
const errorsOf = (s: UserFormSnapshot) => validateUserForm(s.context.values, { mode: s.context.mode, assignmentsEditable: s.context.assignmentsEditable });
/**
 * Field messages: the form's own once submit was pressed (not on leaving a field: a message
 * appearing then moves the button under the pointer), the server's always.
 */
export const visibleErrors = (s: UserFormSnapshot): UserFormErrors => ({ ...(s.context.submitted ? errorsOf(s) : {}), ...s.context.serverErrors });
export const isValid = (s: UserFormSnapshot) => isUserFormValid(errorsOf(s));
export const hasChanges = (s: UserFormSnapshot) => hasUserFormChanges(s.context.initial, s.context.values, s.context.mode, s.context.initialLocations);
/** Submit is possible only when valid and something changed (product rules ‹User save›). */
export const canSubmit = (s: UserFormSnapshot) => s.matches({ form: 'editing' }) && isValid(s) && hasChanges(s);
export const isSaving = (s: UserFormSnapshot) => s.hasTag('busy');
export const isSaved = (s: UserFormSnapshot) => s.matches({ form: 'saved' });
export const conflictDialog = (s: UserFormSnapshot) => s.context.dialog;
export const formNotice = (s: UserFormSnapshot) => s.context.notice;
export const isVerifying = (s: UserFormSnapshot) => s.hasTag('verifying');
/** 'E-Mail verifizieren' is offered (product rules ‹User form›): for self, with the e-mail unchanged. */
export const offersVerification = (s: UserFormSnapshot) =>
  s.context.userId !== null && canVerifyEmail(s.context.editingSelf, s.context.initial.email, s.context.values.email);
export const isEmailVerified = (s: UserFormSnapshot) => s.context.emailVerified;
export const savedUserId = (s: UserFormSnapshot) => s.context.userId;
