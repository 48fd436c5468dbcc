// What the user form needs from the outside: save the user, write its links, read them back, and
// send the e-mail verification link.
import { fromPromise } from 'xstate';
import type { LinkPlan, NewUserBody, UserFields } from '../../domain/user-form.ts';
import { userFormMachine, type SaveLinksInput, type SaveUserInput, type SavedUser, type StoredLinks } from './machine.ts';

export interface UserFormEffects {
  createUser(body: NewUserBody): Promise<SavedUser>;
  updateUser(userId: number, fields: UserFields): Promise<SavedUser>;
  /** Applies the plan in order (removals first); rejects at the first failing call. */
  saveUserLinks(userId: number, plan: LinkPlan): Promise<unknown>;
  loadUserLinks(userId: number): Promise<StoredLinks>;
  verifyEmail(userId: number, email: string): Promise<unknown>;
}

export function provideUserForm(fx: UserFormEffects) {
  return userFormMachine.provide({
    actors: {
      saveUser: fromPromise(({ input }: { input: SaveUserInput }) =>
        input.kind === 'create' ? fx.createUser(input.body) : fx.updateUser(input.userId, input.fields),
      ),
      saveLinks: fromPromise(({ input }: { input: SaveLinksInput }) => fx.saveUserLinks(input.userId, input.plan)),
      loadLinks: fromPromise(({ input }: { input: { userId: number } }) => fx.loadUserLinks(input.userId)),
      verifyEmail: fromPromise(({ input }: { input: { userId: number; email: string } }) => fx.verifyEmail(input.userId, input.email)),
    },
  });
}
