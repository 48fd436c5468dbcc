// The user form (product rules ‹User form›, ‹User save›, ‹Validation rules›, ‹Error catalogue›): editing with the domain's checks,
// then saving the user (POST for a new one, PATCH with only the changed fields), then its links
// (association, location and farm-admin links created, updated or removed; a new user's assignment
// goes with the POST), each step a state of its own. A 400 naming a taken username or e-mail, or a refused password, opens the conflict dialog of
// product rules ‹Error catalogue›; other failures become a notice and the form stays as typed. When links fail half-way, the
// links are read back so the next save starts from what the server holds. Beside it: the e-mail
// verification of the signed-in user (product rules ‹Login, terms and user errors›).
// Injected actors (fixed invoke ids; built from ./effects.ts):
//   saveUser     fromPromise(SaveUserInput) → SavedUser          mutation UserCreate / UserUpdate
//   saveLinks    fromPromise({ userId, plan }) → unknown        link mutations, in order
//   loadLinks    fromPromise({ userId }) → StoredLinks          query UserFormSource (links part)
//   verifyEmail  fromPromise({ userId, email }) → unknown       mutation UserVerifyEmail
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { changedUserFields, newUserBody } from '../../domain/user-form.ts';
import { plannedLinks, userFormSetup, type SaveUserInput } from './setup.ts';

export type * from './setup.ts';

export const userFormMachine = userFormSetup.createMachine({
  id: 'userForm',
  context: ({ input }) => ({ ...input, values: input.initial, submitted: false, serverErrors: {}, dialog: null, notice: null }),
  type: 'parallel',
  on: { 'notice.close': { actions: 'closeNotice' } },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.change': { actions: 'change' },
            'form.submit': [{ guard: 'canSubmit', target: 'submitting', actions: 'markSubmitted' }, { actions: 'markSubmitted' }],
          },
        },
        submitting: {
          tags: ['busy'],
          always: [{ guard: 'isNew', target: 'savingUser' }, { guard: 'userFieldsChanged', target: 'savingUser' }, { target: 'linking' }],
        },
        savingUser: {
          tags: ['busy'],
          invoke: {
            id: 'saveUser',
            src: 'saveUser',
            input: ({ context: c }): SaveUserInput =>
              c.mode === 'create' ? { kind: 'create', body: newUserBody(c.values, c.mode) } : { kind: 'update', userId: c.userId!, fields: changedUserFields(c.initial, c.values) },
            onDone: { target: 'linking', actions: { type: 'userSaved', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'conflict', actions: { type: 'showConflict', params: ({ event }) => ({ error: event.error }) } },
              { guard: { type: 'isFieldRefusal', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: { type: 'showFieldErrors', params: ({ event }) => ({ error: event.error }) } },
              { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        linking: {
          tags: ['busy'],
          always: [{ guard: 'linksChanged', target: 'savingLinks' }, { target: 'saved' }],
        },
        savingLinks: {
          tags: ['busy'],
          invoke: {
            id: 'saveLinks',
            src: 'saveLinks',
            input: ({ context: c }) => ({ userId: c.userId!, plan: plannedLinks(c) }),
            onDone: { target: 'saved', actions: 'linksSaved' },
            onError: { target: 'reloadingLinks', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        reloadingLinks: {
          tags: ['busy'],
          invoke: {
            id: 'loadLinks',
            src: 'loadLinks',
            input: ({ context: c }) => ({ userId: c.userId! }),
            onDone: { target: 'editing', actions: { type: 'linksReloaded', params: ({ event }) => event.output } },
            onError: 'editing',
          },
        },
        conflict: { on: { 'dialog.close': { target: 'editing', actions: 'closeDialog' } } },
        saved: { type: 'final' },
      },
    },
    verification: {
      initial: 'idle',
      states: {
        idle: { on: { 'email.verify': { guard: 'mayVerify', target: 'sending' } } },
        sending: {
          tags: ['verifying'],
          invoke: {
            id: 'verifyEmail',
            src: 'verifyEmail',
            input: ({ context: c }) => ({ userId: c.userId!, email: c.initial.email }),
            onDone: { target: 'sent', actions: 'verificationSent' },
            onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        sent: { on: { 'email.verify': { guard: 'mayVerify', target: 'sending' } } },
      },
    },
  },
});

export type UserFormActorRef = ActorRefFrom<typeof userFormMachine>;
export type UserFormSnapshot = SnapshotFrom<typeof userFormMachine>;
