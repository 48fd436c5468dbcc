// Associations the caller sees (src/domain/read-scope.ts associationVisibility), each with the
// farms it serves within the caller's farm scope.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { associationDisplayName } from '../../../domain/display-names.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { associations } from '../../db/schema.ts';
import { groupBy } from '../../http/batch.ts';
import { notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { listHandler } from '../../http/list.ts';
import { containsText, idListCondition } from '../../services/entity-search.ts';
import { associationCondition, callerScope, intArray, type CallerScope } from '../../services/scope.ts';
import type { AssociationListQuery, AssociationOut } from './schemas.ts';

type AssociationRow = typeof associations.$inferSelect;

async function serializeAssociations(db: Db, scope: CallerScope, rows: AssociationRow[]): Promise<AssociationOut[]> {
  if (rows.length === 0) return [];
  const ids = intArray(rows.map((r) => r.id));
  const farmScope = scope.farms;
  const farmLinks =
    !farmScope.all && farmScope.farmIds.size === 0
      ? []
      : (
          await queryRows<{ association_id: number; farm_id: number }>(db, sql`
            select invoicing_association_id as association_id, id as farm_id from farms
             where invoicing_association_id = any(${ids}) ${farmScope.all ? sql`` : sql`and id = any(${intArray(farmScope.farmIds)})`}
            union
            select hbv_id as association_id, farm_id from sites
             where hbv_id = any(${ids}) ${farmScope.all ? sql`` : sql`and farm_id = any(${intArray(farmScope.farmIds)})`}`)
        ).map((r) => ({ associationId: Number(r.association_id), farmId: Number(r.farm_id) }));
  const farmsByAssociation = groupBy(farmLinks, (l) => l.associationId);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    number: r.number,
    name: r.name,
    display_name: associationDisplayName(r),
    farms: (farmsByAssociation.get(r.id) ?? []).map((l) => l.farmId).sort((a, b) => a - b),
  }));
}

export const listAssociations = listHandler((query: AssociationListQuery, { db, scope }) => ({
  from: associations,
  where: [
    associationCondition(associations.id, scope.associations),
    query.kind ? eq(associations.kind, query.kind) : undefined,
    query.search ? containsText(sql`${associations.kind} || ' - ' || ${associations.name} || ' ' || ${associations.number}`, query.search) : undefined,
    idListCondition(associations.id, query.ids),
  ],
  rows: (where, p) =>
    db.select().from(associations).where(where).orderBy(asc(associations.kind), asc(associations.name), asc(associations.id)).limit(p.limit).offset(p.offset),
  serialize: (rows) => serializeAssociations(db, scope, rows),
}));

export async function getAssociation(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const rows = await db.select().from(associations).where(and(eq(associations.id, id), associationCondition(associations.id, scope.associations)));
  if (rows.length === 0) throw notFound(NOT_FOUND.association);
  return (await serializeAssociations(db, scope, rows))[0]!;
}
