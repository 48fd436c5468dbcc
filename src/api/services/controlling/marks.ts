// What an entity's reports look like now, as one short text ('newest inspection date|newest
// processing time'): detection stores the mark it saw on each alert, and the start-up catch-up
// re-checks the alerts whose entity's mark has moved on since (an upload committed, but the server
// died before its detection ran).
import { sql } from 'drizzle-orm';
import type { EntityType } from '../../../domain/roles.ts';
import { queryRows, type Db } from '../../db/client.ts';

export interface EntityKey {
  type: EntityType;
  id: number;
}

export const entityKey = (e: EntityKey) => `${e.type}:${e.id}`;

/** The newest inspection date a mark names (null: the entity has no reports). */
export const newestDateOf = (mark: string | undefined | null): string | null => mark?.split('|')[0] ?? null;

/** The current mark of each entity (absent: it has no reports). */
export async function entityMarks(db: Db, entities: readonly EntityKey[]): Promise<Map<string, string>> {
  if (entities.length === 0) return new Map();
  const types = sql`${sql.param(entities.map((e) => e.type))}::text[]`;
  const ids = sql`${sql.param(entities.map((e) => e.id))}::int[]`;
  const rows = await queryRows<{ type: string; id: number; d: string; p: string }>(
    db,
    sql`with e as (select distinct t.type, t.id from unnest(${types}, ${ids}) as t(type, id)),
      es as (
        select e.type, e.id, s.id as site_id from e join sites s on e.type = 'site' and s.id = e.id
        union all select e.type, e.id, s.id from e join sites s on e.type = 'location' and s.location_id = e.id
        union all select e.type, e.id, s.id from e join sites s on e.type = 'farm' and s.farm_id = e.id
        union select e.type, e.id, s.id from e join sites s on e.type = 'association' and s.hbv_id = e.id
        union select e.type, e.id, s.id from e join farms f on e.type = 'association' and f.invoicing_association_id = e.id join sites s on s.farm_id = f.id
      )
      select es.type, es.id, max(r.inspection_date)::text as d, (extract(epoch from max(r.processing_date)) * 1000)::bigint::text as p
      from es join reports r on r.site_id = es.site_id group by es.type, es.id`,
  );
  return new Map(rows.map((r) => [`${r.type}:${Number(r.id)}`, `${r.d}|${r.p}`]));
}
