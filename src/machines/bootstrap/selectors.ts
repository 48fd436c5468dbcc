// What views and the guard read of the bootstrap's snapshots.
import { farmsToAccept } from '../../domain/terms.ts';
import type { BootstrapSnapshot } from './machine.ts';

export const isBootstrapping = (s: BootstrapSnapshot) => s.hasTag('loading');
export const hasMinimum = (s: BootstrapSnapshot) => s.hasTag('minimumLoaded');
export const isReady = (s: BootstrapSnapshot) => s.matches('ready');
export const bootstrapError = (s: BootstrapSnapshot) => s.context.error;
export const bootstrapTermsStatus = (s: BootstrapSnapshot) => s.context.termsStatus;
/** The farms a farm admin accepts the terms for (one call each; none open: one call without farm). */
export const openTermsFarms = (s: BootstrapSnapshot) => farmsToAccept(s.context.termsFarms);
