// The user form's actor for one form (new user, a user, /profile) with the app's effects, recorded by
// the event journal. Apart from hooks.ts so the machine loads with the user screens, not the login.
import { useActorRef } from '@xstate/react';
import { provideUserForm } from '../machines/userForm/effects.ts';
import type { UserFormInput } from '../machines/userForm/machine.ts';
import { useAppSystem } from './AppContext.tsx';

export function useUserFormActor(input: UserFormInput) {
  const { effects, journal } = useAppSystem();
  return useActorRef(provideUserForm(effects), { input, inspect: journal.inspect });
}
