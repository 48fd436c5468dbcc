// Silences on the server side: where an entity sits (its site, location and farm, for the domain's
// coverage rule), the silences active now, and the entity a silence belongs to (an alert's entity, or
// the target itself) for the read scope and the manage rule. The rule itself is src/domain/silence.ts.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SilencePlace, SilenceTarget } from '../../../domain/silence.ts';
import type { EntityType } from '../../../domain/roles.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { silences } from '../../db/schema.ts';
import { entityFarmSql } from '../scope.ts';
import { loadEntity, type ControlledEntity } from './entities.ts';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** SQL columns (site, location, farm) of an entity reference, for the domain's SilencePlace. */
export function placeSql(typeColumn: SQLWrapper, idColumn: SQLWrapper): { site: SQL; location: SQL; farm: SQL } {
  return {
    site: sql`(case when ${typeColumn} = 'site' then ${idColumn} end)`,
    location: sql`(case ${typeColumn} when 'location' then ${idColumn} when 'site' then (select ps.location_id from sites ps where ps.id = ${idColumn}) end)`,
    farm: entityFarmSql(typeColumn, idColumn),
  };
}

/** Where an entity sits (no control field: `alert` null). */
export async function placeOf(db: Db, type: EntityType, id: number): Promise<SilencePlace> {
  const p = placeSql(sql`${type}::text`, sql`${id}::int`);
  const [row] = await queryRows<{ site: number | null; location: number | null; farm: number | null }>(db, sql`select ${p.site} as site, ${p.location} as location, ${p.farm} as farm`);
  return { alert: null, site: num(row?.site), location: num(row?.location), farm: num(row?.farm) };
}

export interface ActiveSilence {
  id: number;
  target_type: SilenceTarget;
  target_id: number;
  starts_at: Date;
  ends_at: Date;
  ended_at: Date | null;
  reason: string;
}

/** The silences that have started and not ended at the database's now (the domain rule decides again per incident). */
export async function activeSilences(db: Db): Promise<ActiveSilence[]> {
  const rows = await queryRows<{ id: number; target_type: SilenceTarget; target_id: number; starts_at: string | Date; ends_at: string | Date; ended_at: string | Date | null; reason: string }>(
    db,
    sql`select id, target_type, target_id, starts_at, ends_at, ended_at, reason from silences
        where starts_at <= now() and ends_at > now() and (ended_at is null or ended_at > now())`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    target_type: r.target_type,
    target_id: Number(r.target_id),
    starts_at: new Date(r.starts_at),
    ends_at: new Date(r.ends_at),
    ended_at: r.ended_at === null ? null : new Date(r.ended_at),
    reason: r.reason,
  }));
}

/** The entity type of a silence's owner: an alert's entity, else the target itself (null for a deleted alert). */
export const silenceOwnerType = sql`(case when ${silences.targetType} = 'alert' then (select oa.entity_type from alerts oa where oa.id = ${silences.targetId}) else ${silences.targetType} end)`;
export const silenceOwnerId = sql`(case when ${silences.targetType} = 'alert' then (select oa.entity_id from alerts oa where oa.id = ${silences.targetId}) else ${silences.targetId} end)`;

/** The entity a silence target belongs to (an alert's entity), or null when the target does not exist. */
export async function targetEntity(db: Db, type: SilenceTarget, id: number): Promise<ControlledEntity | null> {
  if (type !== 'alert') return loadEntity(db, type, id);
  const [alert] = await queryRows<{ entity_type: EntityType; entity_id: number }>(db, sql`select entity_type, entity_id from alerts where id = ${id}`);
  return alert ? loadEntity(db, alert.entity_type, Number(alert.entity_id)) : null;
}
