// What views and the app read of the auth machine's snapshots.
import { isAuthenticated } from '../../domain/jwt-claims.ts';
import type { AuthSnapshot } from './machine.ts';

/** isBusy: spinner of the login button; isLoading: restoring the session or fetching the current user. */
export const isBusy = (s: AuthSnapshot) => s.hasTag('busy');
export const isLoading = (s: AuthSnapshot) => s.hasTag('loading');
export const isLoggedIn = (s: AuthSnapshot) => s.matches('authenticated');
export const isUserReady = (s: AuthSnapshot) => s.matches({ authenticated: 'ready' });
/** product rules ‹Authentication›: now before the refresh token's (else the access token's) expiry. */
export const isSessionValid = (s: AuthSnapshot, now: number | Date) => isAuthenticated(s.context.tokens, now);
export const errorMessage = (s: AuthSnapshot) => s.context.error?.message ?? null;
export const currentUser = (s: AuthSnapshot) => s.context.user;
export const accessToken = (s: AuthSnapshot) => s.context.tokens?.access ?? null;
