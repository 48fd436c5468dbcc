// Users the caller sees (src/domain/user-visibility.ts) with their links, batched per page. The
// farms and links shown on another user are cut to what the caller sees: a user's farm outside
// the caller's scope is never named.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { farmDisplayName } from '../../../domain/display-names.ts';
import { isAssociationVisible } from '../../../domain/read-scope.ts';
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, effectiveAccountType } from '../../../domain/roles.ts';
import { farmScope, inScope } from '../../../domain/scope.ts';
import { termsStatus } from '../../../domain/terms.ts';
import type { Actor } from '../../auth/actor.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { farmAdmins, farms, locations, userAssociationFarms, userAssociations, userLocations, users } from '../../db/schema.ts';
import { groupBy } from '../../http/batch.ts';
import { notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { listHandler } from '../../http/list.ts';
import { callerScope, intArray, userVisibleCondition, type CallerScope } from '../../services/scope.ts';
import { germanSortKey } from '../../services/text-sort.ts';
import type { UserAssociationOut, UserListQuery, UserLocationOut } from './link-schemas.ts';
import { serializeUser } from './serialize.ts';

type UserRow = typeof users.$inferSelect;
type AssociationLink = Actor['associations'][number];

interface UserLinks {
  farmAdminOf: number[];
  associations: AssociationLink[];
  locations: (UserLocationOut & { farm: number })[];
  /** The user's farm scope as ids (every farm for a superuser). */
  farmIds: number[];
}

/** The links and farm scope of several users in a fixed number of queries. */
export async function loadLinks(db: Db, rows: UserRow[]): Promise<Map<number, UserLinks>> {
  const result = new Map<number, UserLinks>();
  if (rows.length === 0) return result;
  const ids = intArray(rows.map((r) => r.id));
  const [admins, assocs, assocFarms, locs] = await Promise.all([
    db.select().from(farmAdmins).where(sql`${farmAdmins.userId} = any(${ids})`),
    db.select().from(userAssociations).where(sql`${userAssociations.userId} = any(${ids})`),
    db.select().from(userAssociationFarms).where(sql`${userAssociationFarms.userId} = any(${ids})`).orderBy(asc(userAssociationFarms.farmId)),
    db
      .select({
        userId: userLocations.userId,
        location: userLocations.locationId,
        farm: locations.farmId,
        allow_management: userLocations.allowManagement,
        allow_alerts: userLocations.allowAlerts,
        allow_evaluation_creation: userLocations.allowEvaluationCreation,
      })
      .from(userLocations)
      .innerJoin(locations, eq(locations.id, userLocations.locationId))
      .where(sql`${userLocations.userId} = any(${ids})`)
      .orderBy(asc(userLocations.locationId)),
  ]);
  // Farms of the associations some listed association admin administers (invoiced or herd book).
  const administered = [
    ...new Set(
      assocs
        .filter((a) => a.isAdmin && rows.some((r) => r.id === a.userId && effectiveAccountType(r.accountType) === 'association_admin'))
        .map((a) => a.associationId),
    ),
  ];
  const associationFarms = new Map<number, number[]>();
  if (administered.length) {
    const served = await queryRows<{ association_id: number; farm_id: number }>(db, sql`
      select invoicing_association_id as association_id, id as farm_id from farms where invoicing_association_id = any(${intArray(administered)})
      union
      select hbv_id as association_id, farm_id from sites where hbv_id = any(${intArray(administered)})`);
    for (const [a, list] of groupBy(served, (r) => Number(r.association_id))) associationFarms.set(a, list.map((r) => Number(r.farm_id)));
  }
  const allFarms = rows.some((r) => r.isSuperuser) ? (await db.select({ id: farms.id }).from(farms).orderBy(asc(farms.id))).map((f) => f.id) : [];
  const adminsByUser = groupBy(admins, (a) => a.userId);
  const assocsByUser = groupBy(assocs, (a) => a.userId);
  const assocFarmsByLink = groupBy(assocFarms, (f) => `${f.userId}:${f.associationId}`);
  const locsByUser = groupBy(locs, (l) => l.userId);
  for (const row of rows) {
    const associations = (assocsByUser.get(row.id) ?? []).map((a) => {
      const linkFarms = assocFarmsByLink.get(`${row.id}:${a.associationId}`) ?? [];
      return {
        associationId: a.associationId,
        isAdmin: a.isAdmin,
        allowedFarms: linkFarms.map((f) => f.farmId),
        interimAdminFarms: linkFarms.filter((f) => f.interimAdmin).map((f) => f.farmId),
      };
    });
    const farmAdminOf = (adminsByUser.get(row.id) ?? []).map((a) => a.farmId);
    const userLocs = (locsByUser.get(row.id) ?? []).map((l) => ({
      location: l.location,
      farm: l.farm,
      allow_management: l.allow_management,
      allow_alerts: l.allow_alerts,
      allow_evaluation_creation: l.allow_evaluation_creation,
    }));
    const scope = farmScope({
      isSuperuser: row.isSuperuser,
      accountType: row.accountType,
      farmAdminOf,
      associations,
      locationFarms: userLocs.map((l) => l.farm),
      associationFarms,
    });
    result.set(row.id, { farmAdminOf, associations, locations: userLocs, farmIds: scope.all ? allFarms : [...scope.farmIds] });
  }
  return result;
}

/** A user's links cut to what the caller sees (nothing to cut for the caller themself or a superuser). */
function visibleLinks(scope: CallerScope, userId: number, links: UserLinks): UserLinks {
  if (scope.farms.all || userId === scope.actor.id) return links;
  const farmOk = (f: number) => inScope(scope.farms, f);
  return {
    farmAdminOf: links.farmAdminOf.filter(farmOk),
    associations: links.associations
      .filter((a) => isAssociationVisible(scope.associations, a.associationId))
      .map((a) => ({ ...a, allowedFarms: a.allowedFarms.filter(farmOk), interimAdminFarms: a.interimAdminFarms.filter(farmOk) })),
    locations: links.locations.filter((l) => farmOk(l.farm)),
    farmIds: links.farmIds.filter(farmOk),
  };
}

export async function serializeUsers(db: Db, scope: CallerScope, rows: UserRow[]) {
  const links = await loadLinks(db, rows);
  return rows.map((row) => {
    const l = visibleLinks(scope, row.id, links.get(row.id)!);
    return serializeUser(row, l, l.farmIds);
  });
}

export const visibleUser = (scope: CallerScope) => userVisibleCondition(scope.users, users);

const ROLE_RANK = sql.raw(
  `case coalesce(account_type, 'farm_staff') ${ACCOUNT_TYPES.map((t, i) => `when '${t}' then ${i}`).join(' ')} end`,
);

/** 'Benutzer filtern': part of username, e-mail, first or last name, or of the role label ('Verbands' finds both association roles). */
function userSearchCondition(search: string): SQL {
  const text = sql`strpos(lower(${users.username} || ' ' || ${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName}), lower(${search})) > 0`;
  const needle = search.toLocaleLowerCase('de');
  const roles = ACCOUNT_TYPES.filter((t) => ACCOUNT_TYPE_LABELS[t].toLocaleLowerCase('de').includes(needle));
  if (roles.length === 0) return text;
  const farmStaff = roles.includes('farm_staff') ? sql` or ${users.accountType} is null` : sql``;
  return sql`(${text} or ${users.accountType} in (${sql.join(
    roles.map((r) => sql`${r}`),
    sql`, `,
  )})${farmStaff})`;
}

/**
 * The list order: the chosen column (active users first when ascending by state), then role order,
 * username and id so pages never overlap; without a column the order of src/domain/user-sort.ts
 * (the caller first, role order, username, last name, first name, e-mail).
 */
export function userOrder(query: Pick<UserListQuery, 'sort' | 'direction'>, selfId: number): SQL[] {
  const up = (query.direction ?? 'asc') === 'asc';
  const dir = (e: SQL) => (up ? sql`${e} asc` : sql`${e} desc`);
  const rest = [sql`${ROLE_RANK} asc`, sql`${germanSortKey(users.username)} asc`, sql`${users.id} asc`];
  switch (query.sort) {
    case 'name':
      return [dir(germanSortKey(users.lastName)), dir(germanSortKey(users.firstName)), ...rest];
    case 'username':
      return [dir(germanSortKey(users.username)), sql`${users.id} asc`];
    case 'email':
      return [dir(germanSortKey(users.email)), ...rest];
    case 'account_type':
      return [dir(ROLE_RANK), sql`${germanSortKey(users.username)} asc`, sql`${users.id} asc`];
    case 'is_active':
      return [up ? sql`${users.isActive} desc` : sql`${users.isActive} asc`, ...rest];
    case undefined:
      return [
        sql`(${users.id} = ${selfId}) desc`,
        sql`${ROLE_RANK} asc`,
        sql`${germanSortKey(users.username)} asc`,
        sql`${germanSortKey(users.lastName)} asc`,
        sql`${germanSortKey(users.firstName)} asc`,
        sql`${germanSortKey(users.email)} asc`,
        sql`${users.id} asc`,
      ];
  }
}

export const listUsers = listHandler((query: UserListQuery, { db, scope }) => ({
  from: users,
  where: [
    visibleUser(scope),
    query.search ? userSearchCondition(query.search) : undefined,
    query.account_type ? eq(users.accountType, query.account_type) : undefined,
    query.is_active === undefined ? undefined : eq(users.isActive, query.is_active),
    query.farm
      ? sql`(exists (select 1 from farm_admins fa where fa.user_id = ${users.id} and fa.farm_id = ${query.farm})
      or exists (select 1 from user_locations ul join locations l on l.id = ul.location_id where ul.user_id = ${users.id} and l.farm_id = ${query.farm}))`
      : undefined,
  ],
  rows: (where, p) =>
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...userOrder(query, scope.actor.id))
      .limit(p.limit)
      .offset(p.offset),
  serialize: (rows) => serializeUsers(db, scope, rows),
}));

/** A user the caller sees, or 404. */
export async function visibleUserRow(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const [row] = await db.select().from(users).where(and(eq(users.id, id), visibleUser(scope)));
  if (!row) throw notFound(NOT_FOUND.user);
  const allLinks = (await loadLinks(db, [row])).get(row.id)!;
  return { db, scope, row, allLinks, links: visibleLinks(scope, row.id, allLinks) };
}

export async function getUser(request: FastifyRequest, id: number) {
  const { row, links } = await visibleUserRow(request, id);
  return serializeUser(row, links, links.farmIds);
}

const serializeAssociationLink = (a: AssociationLink): UserAssociationOut => ({
  association: a.associationId,
  allowed_farms: a.allowedFarms,
  interim_admin_farms: a.interimAdminFarms,
  is_admin: a.isAdmin,
});

export async function listUserAssociations(request: FastifyRequest, userId: number): Promise<UserAssociationOut[]> {
  const { links } = await visibleUserRow(request, userId);
  return links.associations.map(serializeAssociationLink).sort((a, b) => a.association - b.association);
}

export async function getUserAssociation(request: FastifyRequest, userId: number, associationId: number): Promise<UserAssociationOut> {
  const { links } = await visibleUserRow(request, userId);
  const link = links.associations.find((a) => a.associationId === associationId);
  if (!link) throw notFound(NOT_FOUND.associationLink);
  return serializeAssociationLink(link);
}

const locationLinkOut = (l: UserLocationOut): UserLocationOut => ({
  location: l.location,
  allow_management: l.allow_management,
  allow_alerts: l.allow_alerts,
  allow_evaluation_creation: l.allow_evaluation_creation,
});

export async function listUserLocations(request: FastifyRequest, userId: number): Promise<UserLocationOut[]> {
  const { links } = await visibleUserRow(request, userId);
  return links.locations.map(locationLinkOut);
}

export async function getUserLocation(request: FastifyRequest, userId: number, locationId: number): Promise<UserLocationOut> {
  const { links } = await visibleUserRow(request, userId);
  const link = links.locations.find((l) => l.location === locationId);
  if (!link) throw notFound(NOT_FOUND.locationLink);
  return locationLinkOut(link);
}

/**
 * The terms-of-service state of a user: the overall status of product rules ‹Terms status› (src/domain/terms.ts, over
 * all of the user's farms) and, per farm the caller sees, whether it was accepted.
 */
export async function getTermsOfService(request: FastifyRequest, userId: number) {
  const { db, scope, row, allLinks: all } = await visibleUserRow(request, userId);
  const farmRows = all.farmIds.length
    ? await db
        .select({ id: farms.id, number: farms.number, name: farms.name, invoicingAssociationId: farms.invoicingAssociationId, tosAccepted: farms.tosAccepted })
        .from(farms)
        .where(sql`${farms.id} = any(${intArray(all.farmIds)})`)
        .orderBy(asc(farms.number), asc(farms.id))
    : [];
  const status = termsStatus(
    { account_type: row.accountType, farms: all.farmIds },
    farmRows.map((f) => ({ id: f.id, invoicing_association: f.invoicingAssociationId, tos_accepted: f.tosAccepted?.toISOString() ?? null })),
  );
  const isAdmin = effectiveAccountType(row.accountType) === 'farm_admin';
  return {
    user: row.id,
    status,
    farms: farmRows
      .filter((f) => row.id === scope.actor.id || inScope(scope.farms, f.id))
      .map((f) => ({
        farm: f.id,
        display_name: farmDisplayName(f),
        invoicing_association: f.invoicingAssociationId ?? null,
        tos_accepted: f.tosAccepted?.toISOString() ?? null,
        is_farm_admin: isAdmin && all.farmAdminOf.includes(f.id),
        status: f.invoicingAssociationId === null ? ('no_invoicing_association' as const) : f.tosAccepted ? ('accepted' as const) : ('not_accepted' as const),
      })),
  };
}
