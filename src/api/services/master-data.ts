// What the master-data writes (farms, associations, locations, sites, profiles) share: the caller as
// a subject of the rules in src/domain/permissions.ts, the farm an entity hangs on with the caller's
// rights on it, the questionnaire, and freeing an entity before it is deleted.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { EntityType } from '../../domain/roles.ts';
import type { MasterDataUser } from '../../domain/permissions.ts';
import type { ProfileQuestion } from '../../domain/profile.ts';
import { inScope } from '../../domain/scope.ts';
import type { Db, Tx } from '../db/client.ts';
import { alerts, comparisonGroups, evaluations, farms, incidents, sites, surveyQuestions } from '../db/schema.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { NOT_FOUND } from '../http/not-found-texts.ts';
import type { CallerScope } from './scope.ts';

/** The caller as the subject of the permission rules. */
export function subjectOf(scope: CallerScope): MasterDataUser {
  const { actor } = scope;
  return {
    id: actor.id,
    account_type: actor.accountType,
    is_superuser: actor.isSuperuser,
    farm_admin_of: actor.farmAdminOf,
    admin_association_ids: actor.associations.filter((a) => a.isAdmin).map((a) => a.associationId),
    location_links: actor.locationLinks.map((l) => ({ location: l.locationId, allow_management: l.allowManagement })),
  };
}

/** A farm seen through the caller's scope: its id and whether the caller has admin rights on it. */
export interface FarmAccess {
  id: number;
  has_admin_rights: boolean;
}

/** The caller's view of a farm; 404 when the farm is outside the scope (or does not exist). */
export function farmAccess(scope: CallerScope, farmId: number, missing = NOT_FOUND.farm): FarmAccess {
  if (!inScope(scope.farms, farmId)) throw notFound(missing);
  return { id: farmId, has_admin_rights: inScope(scope.adminFarms, farmId) };
}

/** 403 unless `allowed`. */
export function ensure(allowed: boolean, detail?: string): void {
  if (!allowed) throw forbidden(detail);
}

/** The associations that serve a farm: its invoicing association and the herd books of its sites. */
export async function associationsOfFarm(db: Db | Tx, farmId: number): Promise<number[]> {
  const [farm] = await db.select({ invoicing: farms.invoicingAssociationId }).from(farms).where(eq(farms.id, farmId));
  const herdBooks = await db.selectDistinct({ id: sites.hbvId }).from(sites).where(sql`${sites.farmId} = ${farmId} and ${sites.hbvId} is not null`);
  return [...new Set([farm?.invoicing, ...herdBooks.map((h) => h.id)].filter((id): id is number => typeof id === 'number'))];
}

/** The questionnaire in display order (the same rows /profiles/choices/ answers with). */
export async function questionnaire(db: Db | Tx): Promise<ProfileQuestion[]> {
  const rows = await db
    .select({ name: surveyQuestions.name, type: surveyQuestions.type, options: surveyQuestions.options })
    .from(surveyQuestions)
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.name));
  return rows;
}

/**
 * Before an entity (farm, location, site, association) is deleted: evaluations or comparison groups
 * bound to it would lose their meaning, so they block the deletion (400 with `blocked`); its own
 * control fields and their incidents go with it.
 */
export async function releaseEntity(tx: Tx, type: EntityType, ids: readonly number[], blocked: (n: number) => string): Promise<void> {
  if (ids.length === 0) return;
  const [e] = await tx.select({ n: count() }).from(evaluations).where(and(eq(evaluations.entityType, type), inArray(evaluations.entityId, [...ids])));
  const [g] = await tx
    .select({ n: count() })
    .from(comparisonGroups)
    .where(and(eq(comparisonGroups.entityType, type), inArray(comparisonGroups.entityId, [...ids])));
  const users = Number(e?.n ?? 0) + Number(g?.n ?? 0);
  if (users > 0) throw badRequest({ non_field_errors: [blocked(users)] }, blocked(users));
  await tx.delete(incidents).where(and(eq(incidents.entityType, type), inArray(incidents.entityId, [...ids])));
  await tx.delete(alerts).where(and(eq(alerts.entityType, type), inArray(alerts.entityId, [...ids])));
}

/** "in 1 Auswertung oder Vergleichsgruppe" / "in 3 Auswertungen oder Vergleichsgruppen". */
export const usedIn = (n: number) => (n === 1 ? 'in 1 Auswertung oder Vergleichsgruppe' : `in ${n} Auswertungen oder Vergleichsgruppen`);
