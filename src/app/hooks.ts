// What views read from the machines (snapshots via useSelector, tags) and the events they send.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { groupMinimum } from '../domain/group-privacy.ts';
import { LOGIN_PATH } from '../domain/navigation.ts';
import type { AuthUser } from '../machines/auth/machine.ts';
import { currentUser, isBusy, isLoading, isLoggedIn, isUserReady } from '../machines/auth/selectors.ts';
import type { AnyStateMachine } from 'xstate';
import { providePasswordReset } from '../machines/passwordReset/effects.ts';
import { provideTermsAcceptance } from '../machines/termsAcceptance/effects.ts';
import { useAppSystem } from './AppContext.tsx';
import type { Effects } from './effects.ts';
import { loginReady } from '../domain/login-form.ts';

export function useCurrentUser(): AuthUser | null {
  const { auth } = useAppSystem();
  return useSelector(auth, (s) => (isLoggedIn(s) ? currentUser(s) : null));
}

/** The server's minimum group size for the group modal (src/domain/group-privacy.ts). */
export function useMinGroupSize(): number {
  const { auth } = useAppSystem();
  return useSelector(auth, (s) => groupMinimum(isLoggedIn(s) ? currentUser(s)?.min_group_size : null));
}

export function useAuthStatus() {
  const { auth } = useAppSystem();
  const loggedIn = useSelector(auth, isLoggedIn);
  const userReady = useSelector(auth, isUserReady);
  const loading = useSelector(auth, isLoading);
  return { loggedIn, userReady, loading };
}

/** product rules ‹Validation rules›: the login needs a non-empty e-mail and password (rule in src/domain/login-form.ts). */
export function useLoginState() {
  const { auth } = useAppSystem();
  const busy = useSelector(auth, isBusy);
  return { busy, canSubmit: loginReady };
}

export function useAuthCommands() {
  const { auth } = useAppSystem();
  const [, navigate] = useLocation();
  const login = useCallback((username: string, password: string) => auth.send({ type: 'auth.login', username, password }), [auth]);
  const logout = useCallback(() => {
    auth.send({ type: 'auth.logout' });
    navigate(LOGIN_PATH);
  }, [auth, navigate]);
  return { login, logout };
}

/** A page-scoped actor of a flow machine with the app's effects, recorded by the event journal. */
function useFlowActor<T extends AnyStateMachine>(provide: (effects: Effects) => T) {
  const { effects, journal } = useAppSystem();
  return useActorRef(provide(effects), { inspect: journal.inspect });
}

export const useTermsAcceptance = () => useFlowActor(provideTermsAcceptance);
export const usePasswordReset = () => useFlowActor(providePasswordReset);
