// Location profiles (scoped through location → farm) and the questionnaire (not scoped).
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { locations, profiles, surveyQuestions } from '../../db/schema.ts';
import { parseProfileFilters } from '../../../domain/profile.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { questionnaire } from '../../services/master-data.ts';
import { listHandler } from '../../http/list.ts';
import { callerScope, farmCondition } from '../../services/scope.ts';
import type { ProfileListQuery, ProfileOut } from './schemas.ts';

export function serializeProfile(row: typeof profiles.$inferSelect): ProfileOut {
  return { id: row.id, location: row.locationId, incomplete: row.incomplete, management_options: row.managementOptions ?? {} };
}

/** Profiles whose location's farm is in scope. */
const profileInScope = (condition: SQL | undefined): SQL | undefined =>
  condition && sql`exists (select 1 from ${locations} where ${locations.id} = ${profiles.locationId} and ${condition})`;

export const listProfiles = listHandler((query: ProfileListQuery, { db, scope }) => ({
  from: profiles,
  where: [
    profileInScope(farmCondition(locations.farmId, scope.farms)),
    query.location ? eq(profiles.locationId, query.location) : undefined,
    query.farm ? sql`exists (select 1 from ${locations} where ${locations.id} = ${profiles.locationId} and ${locations.farmId} = ${query.farm})` : undefined,
    query.active === undefined
      ? undefined
      : sql`${query.active ? sql`` : sql`not`} exists (select 1 from ${locations} where ${locations.activeProfileId} = ${profiles.id})`,
  ],
  rows: (where, p) => db.select().from(profiles).where(where).orderBy(asc(profiles.id)).limit(p.limit).offset(p.offset),
  serialize: (rows) => rows.map(serializeProfile),
}));

export async function getProfile(request: FastifyRequest, id: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const [row] = await db.select().from(profiles).where(and(eq(profiles.id, id), profileInScope(farmCondition(locations.farmId, scope.farms))));
  if (!row) throw notFound(NOT_FOUND.profile);
  return serializeProfile(row);
}

/** GET /locations/{id}/profile/: the active profile of a location in scope; 404 without one. */
export async function getLocationProfile(request: FastifyRequest, locationId: number) {
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const [location] = await db
    .select({ activeProfileId: locations.activeProfileId })
    .from(locations)
    .where(and(eq(locations.id, locationId), farmCondition(locations.farmId, scope.farms)));
  if (!location) throw notFound(NOT_FOUND.location);
  if (location.activeProfileId === null) throw notFound(NOT_FOUND.activeProfile);
  const [row] = await db.select().from(profiles).where(eq(profiles.id, location.activeProfileId));
  if (!row) throw notFound(NOT_FOUND.activeProfile);
  return serializeProfile(row);
}

/** The questionnaire grouped by category, categories and questions in catalogue order. */
export async function surveyChoices(request: FastifyRequest, query: { category?: string; name?: string }) {
  const { db } = request.server.deps.database;
  const rows = await db
    .select()
    .from(surveyQuestions)
    .where(and(query.category ? eq(surveyQuestions.category, query.category) : undefined, query.name ? eq(surveyQuestions.name, query.name) : undefined))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.name));
  const categories = new Map<string, { category: string; questions: { name: string; text: string; type: 'list' | 'boolean'; options: Record<string, string>[] }[] }>();
  for (const q of rows) {
    let c = categories.get(q.category);
    if (!c) categories.set(q.category, (c = { category: q.category, questions: [] }));
    c.questions.push({ name: q.name, text: q.text, type: q.type, options: q.options ?? [] });
  }
  return [...categories.values()];
}

/**
 * GET /profiles/count/: how many locations of the whole population have an active profile matching
 * every questionnaire filter (the size of a comparison group; only a number, never ids). A list
 * filter matches any of its option keys, a boolean one the equal answer (src/domain/profile-match.ts).
 */
export async function profileCount(request: FastifyRequest, query: Record<string, unknown>) {
  const { db } = request.server.deps.database;
  const params = Object.fromEntries(
    Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : v === undefined ? undefined : String(v)]),
  );
  const { criteria, errors } = parseProfileFilters(await questionnaire(db), params);
  if (Object.keys(errors).length) throw badRequest(errors);
  const conditions = Object.entries(criteria).map(([name, criterion]) =>
    typeof criterion === 'boolean'
      ? sql`${profiles.managementOptions} -> ${name} = ${JSON.stringify(criterion)}::jsonb`
      : sql`${profiles.managementOptions} ->> ${name} = any(${sql.param([...criterion])}::text[])`,
  );
  const [row] = await db
    .select({ n: count() })
    .from(locations)
    .innerJoin(profiles, eq(profiles.id, locations.activeProfileId))
    .where(and(...conditions));
  return { count: Number(row?.n ?? 0) };
}
