// What views read from the machines (snapshots via useSelector, tags) and the events they send.
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { LOGIN_PATH } from '../domain/navigation.ts';
import { currentUser, isBusy, isLoading, isLoggedIn, isUserReady, type AuthUser } from '../machines/auth.machine.ts';
import { useAppSystem } from './AppContext.tsx';
import { loginReady } from '../domain/login-form.ts';

export function useCurrentUser(): AuthUser | null {
  const { auth } = useAppSystem();
  return useSelector(auth, (s) => (isLoggedIn(s) ? currentUser(s) : null));
}

export function useAuthStatus() {
  const { auth } = useAppSystem();
  const loggedIn = useSelector(auth, isLoggedIn);
  const userReady = useSelector(auth, isUserReady);
  const loading = useSelector(auth, isLoading);
  return { loggedIn, userReady, loading };
}

/** spec 1 §5: the login needs a non-empty e-mail and password (rule in src/domain/login-form.ts). */
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
