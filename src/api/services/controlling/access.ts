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
  return { scope: await callerScope(request), db: request.server.deps.database.db, actorId: request.actor.id, deps: request.server.deps };
}

/** PostgreSQL's unique_violation (drivers put it on the error or its cause). */
export const isUniqueViolation = (error: unknown, constraint: string) => {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: { code?: unknown; constraint?: unknown; message?: unknown } };
  const code = e.code ?? e.cause?.code;
  const text = `${String(e.constraint ?? e.cause?.constraint ?? '')} ${String(e.message ?? '')} ${String(e.cause?.message ?? '')}`;
  return code === '23505' && text.includes(constraint);
};

/** Fields whose value differs, as { field: { from, to } } for the audit event. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}
