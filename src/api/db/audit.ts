// Every write appends an audit event in the same transaction as the change itself.
import type { Db, Tx } from './client.ts';
import { auditEvents } from './schema.ts';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  changes?: Record<string, unknown>;
}

export async function audit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    changes: entry.changes ?? {},
  });
}

/**
 * The fields whose value changes, as { field: { from, to } } (the audit record of an update); `next`
 * holds only the fields the request sets (undefined: not set).
 */
export function changedFields<T extends Record<string, unknown>>(current: T, next: Partial<T>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(next)) {
    if (to === undefined) continue;
    const from = current[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}
