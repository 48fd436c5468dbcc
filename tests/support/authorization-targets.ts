// Path ids and scopes for the authorization matrix, picked per caller straight from the link tables
// (the farm and user scope of tests/support/read.ts): an own target inside the caller's scope and a
// foreign one outside it, plus the sets every list result must lie in.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/api/db/client.ts';
import type { Target } from './authorization-table.ts';
import { expectedFarmIds, expectedUserIds, intList, rows } from './read.ts';

export type PathParams = Record<string, string | number>;
export interface TargetPair {
  /** Inside the caller's scope; null when the caller has nothing of its own there. */
  own: PathParams | null;
  /** Outside the caller's scope (for the superuser: an id that does not exist). */
  foreign: PathParams;
}

export interface CallerScope {
  farmIds: Set<number>;
  locationIds: Set<number>;
  /** Associations the caller sees (src/domain/read-scope.ts associationVisibility). */
  associationIds: Set<number>;
  userIds: Set<number>;
  /** Entities an alert or incident may refer to ('site:12'): the farms' own, the linked associations. */
  entities: Set<string>;
  ownAssociationLinks: Set<number>;
  ownLocationLinks: Set<number>;
}

/** Definitions (comparison group, filter, evaluation) owned by each caller and by an outsider. */
export interface DefinitionFixtures {
  own: Map<number, { comparisonGroup: number; filter: number; evaluation: number }>;
  foreign: { comparisonGroup: number; filter: number; evaluation: number };
}

const MISSING = 999_999;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

async function ids(db: Db, query: ReturnType<typeof sql>): Promise<number[]> {
  return (await rows<{ id: number }>(db, query)).map((r) => Number(r.id));
}

async function first(db: Db, query: ReturnType<typeof sql>): Promise<number | null> {
  const [row] = await rows<{ id: number | null }>(db, query);
  return num(row?.id);
}

export async function callerScope(db: Db, userId: number, isSuperuser: boolean): Promise<CallerScope> {
  const farmIds = await expectedFarmIds(db, userId);
  const farms = intList(farmIds);
  const [user] = await rows<{ account_type: string | null }>(db, sql`select account_type from users where id = ${userId}`);
  const farmUser = user?.account_type === null || user?.account_type === 'farm_admin' || user?.account_type === 'farm_staff';
  const linked = await ids(db, sql`select association_id as id from user_associations where user_id = ${userId}`);
  const associationIds = isSuperuser
    ? await ids(db, sql`select id from associations`)
    : farmUser
      ? await ids(
          db,
          sql`select invoicing_association_id as id from farms where id = any(${farms}) and invoicing_association_id is not null
              union select hbv_id from sites where farm_id = any(${farms}) and hbv_id is not null`,
        )
      : linked;
  const locationIds = await ids(db, sql`select id from locations where farm_id = any(${farms})`);
  const siteIds = await ids(db, sql`select id from sites where farm_id = any(${farms})`);
  const entities = [
    ...farmIds.map((id) => `farm:${id}`),
    ...locationIds.map((id) => `location:${id}`),
    ...siteIds.map((id) => `site:${id}`),
    ...linked.map((id) => `association:${id}`),
  ];
  return {
    farmIds: new Set(farmIds),
    locationIds: new Set(locationIds),
    entities: new Set(entities),
    associationIds: new Set(associationIds),
    userIds: new Set(await expectedUserIds(db, userId, farmIds)),
    ownAssociationLinks: new Set(linked),
    ownLocationLinks: new Set(await ids(db, sql`select location_id as id from user_locations where user_id = ${userId}`)),
  };
}

/** An own and a foreign row of a table whose rows belong to a farm through `farmColumn`. */
async function farmPair(db: Db, scope: CallerScope, su: boolean, from: ReturnType<typeof sql.raw>): Promise<TargetPair> {
  const farms = intList([...scope.farmIds]);
  const own = await first(db, sql`select min(t.id) as id from ${from} where t.farm_id = any(${farms})`);
  const foreign = su ? null : await first(db, sql`select min(t.id) as id from ${from} where t.farm_id is null or not (t.farm_id = any(${farms}))`);
  return { own: own === null ? null : { id: own }, foreign: { id: foreign ?? MISSING } };
}

export async function pickTargets(
  db: Db,
  caller: { id: number; isSuperuser: boolean },
  scope: CallerScope,
  definitions: DefinitionFixtures,
): Promise<Record<Target, TargetPair>> {
  const { id: self } = caller;
  const su = caller.isSuperuser;
  const farms = intList([...scope.farmIds]);
  const notVisible = (set: Set<number>, all: number[]) => all.find((x) => !set.has(x)) ?? MISSING;
  const allAssociations = await ids(db, sql`select id from associations order by id`);
  const allUsers = await ids(db, sql`select id from users order by id`);
  const foreignUser = su ? MISSING : notVisible(scope.userIds, allUsers);
  const users = intList([...scope.userIds]);

  const ownLink = [...scope.ownAssociationLinks].sort((a, b) => a - b)[0];
  const foreignLink = su
    ? null
    : (await rows<{ user_id: number; association_id: number }>(
        db,
        sql`select user_id, association_id from user_associations where not (user_id = any(${users})) order by user_id, association_id limit 1`,
      ))[0];
  const ownLocationLink = [...scope.ownLocationLinks].sort((a, b) => a - b)[0];
  const foreignLocationLink = su
    ? null
    : (await rows<{ user_id: number; location_id: number }>(
        db,
        sql`select ul.user_id, ul.location_id from user_locations ul join locations l on l.id = ul.location_id
            where not (ul.user_id = any(${users})) or not (l.farm_id = any(${farms})) order by 1, 2 limit 1`,
      ))[0];

  const ownDefinitions = definitions.own.get(self);
  const definition = (kind: keyof DefinitionFixtures['foreign']): TargetPair => ({
    own: ownDefinitions ? { id: ownDefinitions[kind] } : null,
    foreign: { id: su ? MISSING : definitions.foreign[kind] },
  });
  const entityPair = async (table: 'alerts' | 'incidents'): Promise<TargetPair> =>
    farmPair(db, scope, su, sql.raw(`(select e.id, s.farm_id from ${table} e join sites s on s.id = e.entity_id where e.entity_type = 'site') t`));

  return {
    farm: {
      own: scope.farmIds.size ? { id: Math.min(...scope.farmIds) } : null,
      foreign: { id: su ? MISSING : ((await first(db, sql`select min(id) as id from farms where not (id = any(${farms}))`)) ?? MISSING) },
    },
    association: {
      own: scope.associationIds.size ? { id: Math.min(...scope.associationIds) } : null,
      foreign: { id: su ? MISSING : notVisible(scope.associationIds, allAssociations) },
    },
    location: await farmPair(db, scope, su, sql.raw('locations t')),
    locationWithProfile: await farmPair(db, scope, su, sql.raw('(select l.id, l.farm_id from locations l where exists (select 1 from profiles p where p.location_id = l.id)) t')),
    site: await farmPair(db, scope, su, sql.raw('sites t')),
    profile: await farmPair(db, scope, su, sql.raw('(select p.id, l.farm_id from profiles p join locations l on l.id = p.location_id) t')),
    report: await farmPair(db, scope, su, sql.raw('(select r.id, s.farm_id from reports r join sites s on s.id = r.site_id) t')),
    user: { own: { id: self, userId: self }, foreign: { id: foreignUser, userId: foreignUser } },
    userAssociation: {
      own: ownLink === undefined ? null : { userId: self, association: ownLink },
      foreign: foreignLink ? { userId: Number(foreignLink.user_id), association: Number(foreignLink.association_id) } : { userId: self, association: MISSING },
    },
    userLocation: {
      own: ownLocationLink === undefined ? null : { userId: self, location: ownLocationLink },
      foreign: foreignLocationLink ? { userId: Number(foreignLocationLink.user_id), location: Number(foreignLocationLink.location_id) } : { userId: self, location: MISSING },
    },
    comparisonGroup: definition('comparisonGroup'),
    filter: definition('filter'),
    evaluation: definition('evaluation'),
    alert: await entityPair('alerts'),
    incident: await entityPair('incidents'),
    silence: await farmPair(db, scope, su, sql.raw(`(select e.id, s.farm_id from silences e join sites s on s.id = e.target_id where e.target_type = 'site') t`)),
    text: { own: { name: 'terms-of-service' }, foreign: { name: 'gibt-es-nicht' } },
  };
}
