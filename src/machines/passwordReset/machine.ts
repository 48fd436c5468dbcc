// Password reset (product rules ‹Password reset and public pages›, ‹Validation rules›): request a link for an e-mail address, or set a new password with
// the link's token. The address, and the new password with its repetition, are checked first
// (src/domain/email, src/domain/password-policy; the form shows those messages once submitted); then
// the server decides. A 400's field messages
// (German, from REST through the gateway's error extensions) go back to the form's fields; any other
// failure is a notice. Injected actors (fixed invoke ids; built from ./effects.ts):
//   request  fromPromise({ email }) → unknown                    mutation RequestPasswordReset
//   reset    fromPromise({ email, token, password }) → unknown   mutation ResetPassword
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { EMAIL_INVALID, isEmailAddress } from '../../domain/email.ts';
import { noticeFromError, toApiErrorInfo, type Notice } from '../../domain/errors.ts';
import { passwordPairErrors } from '../../domain/password-policy.ts';
import { notProvided } from '../not-provided.ts';

export interface ResetInput { email: string; token: string; password: string }
export type FieldErrors = Readonly<Record<string, readonly string[]>>;
export interface PasswordResetContext {
  /** The new-password form was submitted once: its own checks show from now on. */
  submitted: boolean;
  /** Field messages of the server's last 400. */
  fieldErrors: FieldErrors;
  /** Any other failure, as a notice to show. */
  notice: Notice | null;
}
export type PasswordResetEvent =
  | { type: 'reset.request'; email: string }
  | { type: 'reset.submit'; email: string; token: string; password: string; confirmation: string };

/** A 400 with field messages: those; anything else: none (it becomes a notice). */
function fieldErrorsOf(error: unknown): FieldErrors | null {
  const info = toApiErrorInfo(error);
  return info?.status === 400 && info.fields && Object.keys(info.fields).length > 0 ? info.fields : null;
}

export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent, tags: {} as 'busy' },
  actors: {
    request: fromPromise<unknown, { email: string }>(notProvided('passwordReset', 'request')),
    reset: fromPromise<unknown, ResetInput>(notProvided('passwordReset', 'reset')),
  },
  guards: {
    emailGiven: ({ event }) => event.type === 'reset.request' && event.email.trim() !== '',
    emailValid: ({ event }) => event.type === 'reset.request' && isEmailAddress(event.email),
    passwordsValid: ({ event }) => {
      assertEvent(event, 'reset.submit');
      return Object.keys(passwordPairErrors(event.password, event.confirmation)).length === 0;
    },
  },
  actions: {
    start: assign({ fieldErrors: {}, notice: null }),
    markSubmitted: assign({ submitted: true }),
    rejectEmail: assign({ fieldErrors: { email: [EMAIL_INVALID] }, notice: null }),
    fail: assign((_, { error }: { error: unknown }) => {
      const fieldErrors = fieldErrorsOf(error);
      return fieldErrors ? { fieldErrors, notice: null } : { fieldErrors: {}, notice: noticeFromError(error) };
    }),
  },
}).createMachine({
  id: 'passwordReset',
  context: { submitted: false, fieldErrors: {}, notice: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'reset.request': [
          { guard: 'emailValid', target: 'requesting', actions: 'start' },
          { guard: 'emailGiven', actions: 'rejectEmail' },
        ],
        'reset.submit': [
          { guard: 'passwordsValid', target: 'resetting', actions: ['markSubmitted', 'start'] },
          { actions: 'markSubmitted' },
        ],
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'request',
        src: 'request',
        input: ({ event }) => {
          assertEvent(event, 'reset.request');
          return { email: event.email.trim() };
        },
        onDone: 'requested',
        onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    resetting: {
      tags: ['busy'],
      invoke: {
        id: 'reset',
        src: 'reset',
        input: ({ event }) => {
          assertEvent(event, 'reset.submit');
          return { email: event.email, token: event.token, password: event.password };
        },
        onDone: 'changed',
        onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    requested: { type: 'final' },
    changed: { type: 'final' },
  },
});

export type PasswordResetActorRef = ActorRefFrom<typeof passwordResetMachine>;
export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;
