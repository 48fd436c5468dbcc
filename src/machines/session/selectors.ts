// What the app and the dev panel read of the session machine's snapshots.
import type { SessionSnapshot } from './machine.ts';

export const isRefreshing = (s: SessionSnapshot) => s.hasTag('refreshing');
export const isExpired = (s: SessionSnapshot) => s.hasTag('expired');
export const waitingRequests = (s: SessionSnapshot) => s.context.waiting;
