// Entity references of report queries: existence and read scope (404 for anything outside it, so
// a foreign id and a missing one look the same), and the sites whose reports make up the entity.
import { sql } from 'drizzle-orm';
import { isAssociationVisible } from '../../../domain/read-scope.ts';
import { inScope } from '../../../domain/scope.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import type { CallerScope } from '../scope.ts';
import type { EntityRef } from './types.ts';

/** The farm of an entity (null for associations); throws 404 when it does not exist or lies outside scope. */
export async function assertEntityReadable(db: Db, scope: CallerScope, ref: EntityRef): Promise<void> {
  const { entity_type: type, entity_id: id } = ref;
  if (type === 'association') {
    const rows = await queryRows<{ id: number }>(db, sql`select id from associations where id = ${id}`);
    if (rows.length === 0 || !isAssociationVisible(scope.associations, id)) throw notFound(NOT_FOUND[type]);
    return;
  }
  // A farm the scope names exists: the scope's farms are read from rows that reference farms (each
  // deleted with its farm), and every insert or delete of a farm bumps the 'access' version the
  // scope was loaded at (migration 0007). Only other farms need the query (a 404 either way).
  if (type === 'farm' && !scope.farms.all && scope.farms.farmIds.has(id)) return;
  const farm =
    type === 'farm'
      ? sql`select id as farm_id from farms where id = ${id}`
      : type === 'location'
        ? sql`select farm_id from locations where id = ${id}`
        : sql`select farm_id from sites where id = ${id}`;
  const rows = await queryRows<{ farm_id: number }>(db, farm);
  if (rows.length === 0 || !inScope(scope.farms, Number(rows[0]!.farm_id))) throw notFound(NOT_FOUND[type]);
}

/** Site ids making up an entity: a site itself, a location's or farm's sites, an association's (invoiced farms and herd book). */
export async function entitySites(db: Db, ref: EntityRef): Promise<{ id: number; locationId: number | null }[]> {
  const id = ref.entity_id;
  const where = {
    site: sql`s.id = ${id}`,
    location: sql`s.location_id = ${id}`,
    farm: sql`s.farm_id = ${id}`,
    association: sql`(s.hbv_id = ${id} or s.farm_id in (select f.id from farms f where f.invoicing_association_id = ${id}))`,
  }[ref.entity_type];
  const rows = await queryRows<{ id: number; location_id: number | null }>(db, sql`select s.id, s.location_id from sites s where ${where} order by s.id`);
  return rows.map((r) => ({ id: Number(r.id), locationId: r.location_id === null ? null : Number(r.location_id) }));
}
