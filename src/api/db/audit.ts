// Every write appends an audit event in the same transaction as the change itself.
import type { Db } from './client.ts';
import { auditEvents } from './schema.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
