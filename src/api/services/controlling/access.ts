// Who may configure which entity's controlling, and the small helpers the alert and incident writes share.
import type { FastifyRequest } from 'fastify';
import { mayManageAlertsOn, type AlertManager } from '../../../domain/controlling-permissions.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { callerScope, type CallerScope } from '../scope.ts';
import type { ControlledEntity } from './entities.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const MANAGE_REFUSED = 'Sie dürfen das Controllingsystem dieser Einheit nicht konfigurieren.';

export function alertManager(scope: CallerScope): AlertManager {
  const { actor } = scope;
  return {
    account_type: actor.accountType,
    is_superuser: actor.isSuperuser,
    location_links: actor.locationLinks.map((l) => ({ location: l.locationId, allow_alerts: l.allowAlerts })),
  };
}

/** 403 unless the caller may configure this (visible) entity's controlling. */
export function ensureManages(scope: CallerScope, entity: ControlledEntity): void {
  if (!mayManageAlertsOn(alertManager(scope), entity.locationIds)) throw forbidden(MANAGE_REFUSED);
}

/** The caller of a write: scope, database and the audit actor. */
export async function writer(request: FastifyRequest) {
  return { scope: await callerScope(request), db: request.server.deps.database.db, actorId: request.actor.id, app: request.server };
}

// One rule each for the whole API (src/api/db): re-exported for the controlling handlers.
export { changedFields } from '../../db/audit.ts';
export { isUniqueViolation } from '../../db/errors.ts';
