// What a report query is about, resolved from its path: an entity (association, farm, location,
// site), a stored comparison group, the special group 'location_size', or a profile (an ad-hoc
// group built from the query's own controls). Everything outside the caller's scope answers 404.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { EntityType } from '../../../domain/roles.ts';
import { inScope } from '../../../domain/scope.ts';
import { queryRows } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { INPUT_TEXTS } from '../../http/input.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { EMPTY_FILTER, type GroupDefinition } from '../../services/benchmark/definition.ts';
import { assertEntityReadable } from '../../services/benchmark/entities.ts';
import { locationSizeDefinition } from '../../services/benchmark/special-groups.ts';
import type { EntityRef } from '../../services/benchmark/types.ts';
import { callerScope } from '../../services/scope.ts';
import { getComparisonGroup } from '../comparison-groups/queries.ts';
import type { ReportControls } from './schemas.ts';

/** A group target carries the evaluated entity (entity_type/entity_id), whose values it ranks. */
export type Target = { kind: 'entity'; ref: EntityRef } | { kind: 'group'; group: GroupDefinition; evaluated: EntityRef | null };

export type PathKind = 'associations' | 'farms' | 'locations' | 'sites' | 'comparison_groups' | 'profiles';

const ENTITY_OF: Partial<Record<PathKind, EntityType>> = { associations: 'association', farms: 'farm', locations: 'location', sites: 'site' };

/** entity_type and entity_id come together; the entity must be readable. */
async function evaluatedEntity(request: FastifyRequest, c: ReportControls): Promise<EntityRef | null> {
  if (c.entity_type === undefined && c.entity_id === undefined) return null;
  if (c.entity_type === undefined || c.entity_id === undefined) {
    throw badRequest({ [c.entity_type === undefined ? 'entity_type' : 'entity_id']: [INPUT_TEXTS.entityPair] });
  }
  const ref = { entity_type: c.entity_type, entity_id: c.entity_id };
  await assertEntityReadable(request.server.deps.database.db, await callerScope(request), ref);
  return ref;
}

/** A stored group's definition (404 when the caller cannot see it). */
export async function storedGroup(request: FastifyRequest, id: number): Promise<GroupDefinition> {
  const g = await getComparisonGroup(request, id);
  return {
    aggregation: { how: g.aggregation.how, threshold: g.aggregation.threshold ?? null },
    filter: {
      delay: g.filter.delay ?? null,
      entity_type: g.filter.entity_type ?? null,
      entity_id: g.filter.entity_id ?? null,
      location_size: g.filter.location_size ?? null,
      management_options: (g.filter.management_options ?? {}) as GroupDefinition['filter']['management_options'],
      top_in: g.filter.top_in ?? null,
    },
  };
}

async function assertProfileReadable(request: FastifyRequest, id: number) {
  const rows = await queryRows<{ farm_id: number }>(
    request.server.deps.database.db,
    sql`select l.farm_id from profiles p join locations l on l.id = p.location_id where p.id = ${id}`,
  );
  if (rows.length === 0 || !inScope((await callerScope(request)).farms, Number(rows[0]!.farm_id))) throw notFound(NOT_FOUND.profile);
}

const GROUP_ONLY = 'Nur für Vergleichsgruppen und Profile.';

export async function resolveTarget(request: FastifyRequest, kind: PathKind, id: number | 'location_size', c: ReportControls): Promise<Target> {
  const entityType = ENTITY_OF[kind];
  if (entityType) {
    for (const key of ['entity_type', 'entity_id', 'percentile_threshold'] as const) {
      if (c[key] !== undefined) throw badRequest({ [key]: [GROUP_ONLY] });
    }
    const ref = { entity_type: entityType, entity_id: id as number };
    await assertEntityReadable(request.server.deps.database.db, await callerScope(request), ref);
    return { kind: 'entity', ref };
  }
  const evaluated = await evaluatedEntity(request, c);
  if (kind === 'comparison_groups') {
    return {
      kind: 'group',
      group: id === 'location_size' ? await locationSizeDefinition(request.server.deps.database.db, evaluated) : await storedGroup(request, id),
      evaluated,
    };
  }
  // A profile: an ad-hoc group from the query's controls, within the evaluated entity when given.
  await assertProfileReadable(request, id as number);
  return {
    kind: 'group',
    group: {
      aggregation: { how: 'add', threshold: null },
      filter: { ...EMPTY_FILTER, entity_type: evaluated?.entity_type ?? null, entity_id: evaluated?.entity_id ?? null },
    },
    evaluated,
  };
}
