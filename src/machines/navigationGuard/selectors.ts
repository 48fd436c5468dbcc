// What views read of the navigation guard's snapshots.
import type { NavigationGuardSnapshot } from './machine.ts';

export const isChecking = (s: NavigationGuardSnapshot) => s.hasTag('busy');
export const isAllowed = (s: NavigationGuardSnapshot) => s.matches('allowed');
export const isBlocked = (s: NavigationGuardSnapshot) => s.matches('blocked');
export const redirectTarget = (s: NavigationGuardSnapshot) => s.context.redirect;
export const guardError = (s: NavigationGuardSnapshot) => s.context.error;
export const currentTermsStatus = (s: NavigationGuardSnapshot) => s.context.termsStatus;
