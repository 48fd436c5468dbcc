// Resolves the caller's scope from the database and turns it into SQL conditions. The rules
// themselves are pure and live in src/domain (scope.ts, read-scope.ts, user-visibility.ts,
// evaluation-visibility.ts); every read query of the API takes its conditions from here.
import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { adminFarmScope, associationVisibility, type AssociationVisibility } from '../../domain/read-scope.ts';
import { isFarmUser } from '../../domain/roles.ts';
import { administeredAssociations, farmScope, type FarmScope } from '../../domain/scope.ts';
import { userVisibility, type UserVisibility } from '../../domain/user-visibility.ts';
import { sharedOnce } from '../auth/access-cache.ts';
import type { Actor } from '../auth/actor.ts';
import { queryRows, type Db } from '../db/client.ts';
import { farms, locations, sites } from '../db/schema.ts';

/** Farms an association serves: invoiced by it (LKV) or with a site in its herd book (HBV). */
export async function farmsOfAssociation(db: Db, associationId: number): Promise<number[]> {
  const invoiced = db.select({ id: farms.id }).from(farms).where(eq(farms.invoicingAssociationId, associationId));
  const herdBook = db.selectDistinct({ id: sites.farmId }).from(sites).where(eq(sites.hbvId, associationId));
  const [a, b] = await Promise.all([invoiced, herdBook]);
  return [...new Set([...a.map((r) => r.id), ...b.map((r) => r.id)])];
}

async function scopeInputs(db: Db, actor: Actor) {
  const administered = administeredAssociations(actor);
  const associationFarms = new Map(await Promise.all(administered.map(async (id) => [id, await farmsOfAssociation(db, id)] as const)));
  const linkedLocations = actor.locationLinks.map((l) => l.locationId);
  const locationFarms = linkedLocations.length
    ? (await db.selectDistinct({ farmId: locations.farmId }).from(locations).where(inArray(locations.id, linkedLocations))).map((r) => r.farmId)
    : [];
  return { locationFarms, associationFarms };
}

export async function resolveFarmScope(db: Db, actor: Actor): Promise<FarmScope> {
  return farmScope({ ...actor, ...(await scopeInputs(db, actor)) });
}

/** Everything the read side needs to know about the caller, resolved once per request. */
export interface CallerScope {
  actor: Actor;
  /** Farms the caller sees. */
  farms: FarmScope;
  /** Farms on which the caller has admin rights (Farm.has_admin_rights). */
  adminFarms: FarmScope;
  /** Associations the caller sees. */
  associations: AssociationVisibility;
  /** Users the caller sees. */
  users: UserVisibility;
}

export async function resolveCallerScope(db: Db, actor: Actor): Promise<CallerScope> {
  const inputs = await scopeInputs(db, actor);
  const farmsInScope = farmScope({ ...actor, ...inputs });
  let farmAssociations: number[] = [];
  if (!actor.isSuperuser && isFarmUser(actor.accountType) && !farmsInScope.all && farmsInScope.farmIds.size > 0) {
    const ids = intArray(farmsInScope.farmIds);
    const rows = await queryRows<{ id: number }>(db, sql`
      select invoicing_association_id as id from farms where id = any(${ids}) and invoicing_association_id is not null
      union
      select hbv_id as id from sites where farm_id = any(${ids}) and hbv_id is not null`);
    farmAssociations = rows.map((r) => Number(r.id));
  }
  return {
    actor,
    farms: farmsInScope,
    adminFarms: adminFarmScope({ ...actor, associationFarms: inputs.associationFarms }),
    associations: associationVisibility(actor, farmAssociations),
    users: userVisibility(actor, farmsInScope),
  };
}

/** The caller's scope, resolved once per request; for reads, once per user and access version (auth/access-cache.ts). */
export function callerScope(request: FastifyRequest): Promise<CallerScope> {
  request.callerScope ??= sharedOnce(request, 'scope', () => resolveCallerScope(request.server.deps.database.db, request.actor));
  return request.callerScope;
}

// ---------------------------------------------------------------------------------------------
// SQL building blocks. Ids travel as one int[] parameter (`= any($1::int[])`), not as a list of
// parameters, so large scopes (an association with thousands of farms) stay one bind value.

/**
 * A column reference that stays table-qualified even inside a select-list expression: drizzle
 * strips the table from columns placed directly in the select list of a single-table query, which
 * inside a correlated subquery would silently bind the name to the subquery's own table.
 */
export const qualified = (column: SQLWrapper): SQL => sql`${column}`;

/** One int[] bind parameter. */
export function intArray(ids: Iterable<number>): SQL {
  return sql`${sql.param([...ids])}::int[]`;
}

export const FALSE = sql`false`;

/** `column = any(farm ids)`, or nothing for an unrestricted scope. */
export function farmCondition(column: SQLWrapper, scope: FarmScope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.farmIds.size === 0) return FALSE;
  return sql`${column} = any(${intArray(scope.farmIds)})`;
}

/** `column = any(association ids)`, or nothing when the caller sees every association. */
export function associationCondition(column: SQLWrapper, visibility: AssociationVisibility): SQL | undefined {
  if (visibility.all) return undefined;
  if (visibility.associationIds.size === 0) return FALSE;
  return sql`${column} = any(${intArray(visibility.associationIds)})`;
}

/** A condition as SQL (true when absent), for use inside larger expressions. */
export const orTrue = (condition: SQL | undefined): SQL => condition ?? sql`true`;

/** The farm of an entity reference (entity_type, entity_id), or NULL for associations. */
export function entityFarmSql(typeColumn: SQLWrapper, idColumn: SQLWrapper): SQL {
  return sql`(case ${typeColumn}
    when 'farm' then ${idColumn}
    when 'location' then (select l.farm_id from locations l where l.id = ${idColumn})
    when 'site' then (select s.farm_id from sites s where s.id = ${idColumn})
  end)`;
}

/**
 * An entity reference (alerts, incidents, comparison-group entities) within scope: farm, location
 * and site through their farm, associations through `associations` (see src/domain/read-scope.ts
 * isEntityInScope). Undefined when everything is in scope.
 */
export function entityCondition(
  typeColumn: SQLWrapper,
  idColumn: SQLWrapper,
  farmScopeOf: FarmScope,
  associations: AssociationVisibility,
): SQL | undefined {
  if (farmScopeOf.all && associations.all) return undefined;
  const farmsOk = orTrue(farmCondition(entityFarmSql(typeColumn, idColumn), farmScopeOf));
  const assocOk = orTrue(associationCondition(idColumn, associations));
  return sql`(case when ${typeColumn} = 'association' then ${assocOk} else coalesce(${farmsOk}, false) end)`;
}

/** Associations whose controlling (alerts, incidents) the caller sees: the ones they are linked to (all for a superuser). */
export function controllingAssociations(scope: CallerScope): AssociationVisibility {
  if (scope.actor.isSuperuser) return { all: true };
  return { all: false, associationIds: new Set(scope.actor.associations.map((a) => a.associationId)) };
}

/**
 * Users visible to the caller (src/domain/user-visibility.ts) as a condition on a users row, given
 * its id and account_type columns (the users table itself, or an alias such as `u.id`).
 * `plan`: 'scan' when the condition filters many user rows (the link subqueries run once, as hashed
 * subplans), 'probe' when it checks a few given users (per-row index probes on the link tables).
 */
export function userVisibleCondition(
  visibility: UserVisibility,
  usersTable: { id: SQLWrapper; accountType: SQLWrapper },
  plan: 'scan' | 'probe' = 'scan',
): SQL {
  const self = sql`${usersTable.id} = ${visibility.selfId}`;
  if (visibility.all) return sql`(${self} or ${usersTable.accountType} is not null)`;
  const parts: SQL[] = [];
  if (visibility.associationIds.length) {
    const associationIds = intArray(visibility.associationIds);
    parts.push(
      plan === 'scan'
        ? sql`${usersTable.id} in (select ua.user_id from user_associations ua where ua.association_id = any(${associationIds}))`
        : sql`(select array_agg(ua.association_id) from user_associations ua where ua.user_id = ${usersTable.id}) && ${associationIds}`,
    );
  }
  if (visibility.farmIds.length) {
    const farmIds = intArray(visibility.farmIds);
    const linked =
      plan === 'scan'
        ? sql`${usersTable.id} in (
            select fa.user_id from farm_admins fa where fa.farm_id = any(${farmIds})
            union all
            select ul.user_id from user_locations ul join locations l on l.id = ul.location_id where l.farm_id = any(${farmIds}))`
        : // The user's few farms overlapping the scope: `farm_id = any(scope)` would probe the index once per scope farm.
          sql`(select array_agg(fa.farm_id) from farm_admins fa where fa.user_id = ${usersTable.id}) && ${farmIds}
            or (select array_agg(l.farm_id) from user_locations ul join locations l on l.id = ul.location_id where ul.user_id = ${usersTable.id}) && ${farmIds}`;
    parts.push(sql`(${usersTable.accountType} in ('farm_admin', 'farm_staff') and coalesce(${linked}, false))`);
  }
  if (parts.length === 0) return self;
  return sql`(${self} or (${usersTable.accountType} is not null and (${sql.join(parts, sql` or `)})))`;
}

/**
 * Owner of a shared definition (comparison group, figure filter) is a colleague of the caller:
 * a user the caller sees, or an association user linked to an association the caller sees
 * (src/domain/read-scope.ts isSharedDefinitionVisible). `ownerColumn` is the definition's user id.
 */
export function colleagueCondition(scope: CallerScope, ownerColumn: SQLWrapper): SQL {
  const visible = userVisibleCondition(scope.users, { id: sql`u.id`, accountType: sql`u.account_type` }, 'probe');
  const viaAssociation = scope.associations.all
    ? sql`exists (select 1 from user_associations ua2 where ua2.user_id = ${ownerColumn})`
    : scope.associations.associationIds.size
      ? sql`exists (select 1 from user_associations ua2 where ua2.user_id = ${ownerColumn} and ua2.association_id = any(${intArray(scope.associations.associationIds)}))`
      : FALSE;
  return sql`(exists (select 1 from users u where u.id = ${ownerColumn} and ${visible}) or ${viaAssociation})`;
}
