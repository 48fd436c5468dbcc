// Silences whose entity (a control field's entity, or the target itself) is in the caller's scope;
// by entity: those covering the entity's page, upcoming, active and ended in the last 30 days.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { userDisplayName } from '../../../domain/display-names.ts';
import { SILENCE_MESSAGES, SILENCE_RECENT_DAYS, silenceState } from '../../../domain/silence.ts';
import type { EntityType } from '../../../domain/roles.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { alerts, silences } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { INPUT_TEXTS } from '../../http/input.ts';
import { listHandler } from '../../http/list.ts';
import { loadEntity } from '../../services/controlling/entities.ts';
import { placeOf, silenceOwnerId, silenceOwnerType } from '../../services/controlling/silences.ts';
import { callerScope, controllingAssociations, entityCondition, intArray, type CallerScope } from '../../services/scope.ts';
import type { SilenceListQuery, SilenceOut } from './schemas.ts';

export const silenceVisible = (scope: CallerScope) => entityCondition(silenceOwnerType, silenceOwnerId, scope.farms, controllingAssociations(scope));

type SilenceRow = typeof silences.$inferSelect & { ownerType: EntityType | null; ownerId: number | null };

const selectSilences = (db: Db) => db.select({ ...silencesColumns, ownerType: sql<EntityType | null>`${silenceOwnerType}`, ownerId: sql<number | null>`${silenceOwnerId}` }).from(silences);
const silencesColumns = {
  id: silences.id,
  targetType: silences.targetType,
  targetId: silences.targetId,
  startsAt: silences.startsAt,
  endsAt: silences.endsAt,
  reason: silences.reason,
  createdBy: silences.createdBy,
  createdAt: silences.createdAt,
  endedBy: silences.endedBy,
  endedAt: silences.endedAt,
};

const own = (target: 'site' | 'location' | 'farm', targetId: number | null) => (targetId === null ? undefined : and(eq(silences.targetType, target), eq(silences.targetId, targetId)));

/** Those covering the page of the entity: its own, its control fields', its location's and its farm's. */
async function coveringPage(db: Db, type: EntityType, id: number): Promise<SQL> {
  const place = await placeOf(db, type, id);
  return or(
    and(eq(silences.targetType, 'alert'), inArray(silences.targetId, db.select({ id: alerts.id }).from(alerts).where(and(eq(alerts.entityType, type), eq(alerts.entityId, id))))),
    own('site', place.site),
    own('location', place.location),
    own('farm', place.farm),
  )!;
}

/** Display names of the targets and users of a page of silences, in two batched reads plus one per entity. */
async function serialize(db: Db, rows: SilenceRow[]): Promise<SilenceOut[]> {
  if (rows.length === 0) return [];
  const alertIds = rows.filter((r) => r.targetType === 'alert').map((r) => r.targetId);
  const labels = new Map(
    (
      await queryRows<{ id: number; label: string | null; field: string }>(
        db,
        sql`select a.id, f.label, a.field from alerts a left join report_fields f on f.pythonic_name = a.field where a.id = any(${intArray(alertIds)})`,
      )
    ).map((r) => [Number(r.id), r.label || r.field]),
  );
  const userIds = [...new Set(rows.flatMap((r) => [r.createdBy, r.endedBy]).filter((u): u is number => u !== null))];
  const users = new Map(
    (await queryRows<{ id: number; prefix: string | null; first_name: string | null; last_name: string | null; username: string }>(db, sql`select id, prefix, first_name, last_name, username from users where id = any(${intArray(userIds)})`)).map((u) => [
      Number(u.id),
      userDisplayName(u),
    ]),
  );
  const names = new Map<string, string>();
  for (const r of rows) {
    if (r.targetType === 'alert' || names.has(`${r.targetType}:${r.targetId}`)) continue;
    names.set(`${r.targetType}:${r.targetId}`, (await loadEntity(db, r.targetType, r.targetId))?.name ?? '');
  }
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    target_type: r.targetType,
    target_id: r.targetId,
    target_name: r.targetType === 'alert' ? (labels.get(r.targetId) ?? '') : (names.get(`${r.targetType}:${r.targetId}`) ?? ''),
    entity_type: r.ownerType ?? null,
    entity_id: r.ownerId === null ? null : Number(r.ownerId),
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt.toISOString(),
    ended_at: r.endedAt?.toISOString() ?? null,
    reason: r.reason,
    state: silenceState({ starts_at: r.startsAt, ends_at: r.endsAt, ended_at: r.endedAt }, now),
    created_by: r.createdBy,
    created_by_name: r.createdBy === null ? null : (users.get(r.createdBy) ?? null),
    created_at: r.createdAt.toISOString(),
    ended_by: r.endedBy,
    ended_by_name: r.endedBy === null ? null : (users.get(r.endedBy) ?? null),
  }));
}

const end = sql`least(coalesce(${silences.endedAt}, ${silences.endsAt}), ${silences.endsAt})`;

/** The list; by entity, the entity's place is read first (the coverage condition needs it). */
export async function listSilences(request: FastifyRequest, query: SilenceListQuery) {
  if (query.entity_id !== undefined && query.entity_type === undefined) throw badRequest({ entity_type: [INPUT_TEXTS.entityPair] }, INPUT_TEXTS.entityPair);
  const covering = query.entity_type && query.entity_id ? await coveringPage(request.server.deps.database.db, query.entity_type, query.entity_id) : undefined;
  return listHandler((q: SilenceListQuery, { db, scope }) => ({
    from: silences,
    where: [
      silenceVisible(scope),
      // Upcoming, active, and those that ended in the last 30 days.
      sql`${end} > now() - make_interval(days => ${SILENCE_RECENT_DAYS})`,
      q.entity_type && !q.entity_id ? sql`${silenceOwnerType} = ${q.entity_type}` : undefined,
      covering,
    ],
    rows: (where, p) =>
      selectSilences(db)
        .where(where)
        .orderBy(sql`case when ${end} <= now() then 2 when ${silences.startsAt} > now() then 1 else 0 end`, sql`${silences.startsAt} desc`, sql`${silences.id} desc`)
        .limit(p.limit)
        .offset(p.offset) as Promise<SilenceRow[]>,
    serialize: (rows) => serialize(db, rows),
  }))(request, query);
}

export async function getSilence(request: FastifyRequest, id: number): Promise<SilenceOut> {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const [row] = (await selectSilences(db).where(and(eq(silences.id, id), silenceVisible(scope)))) as SilenceRow[];
  if (!row) throw notFound(SILENCE_MESSAGES.notFound);
  return (await serialize(db, [row]))[0]!;
}
