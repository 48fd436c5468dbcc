// Profile writes. Saving a location's profile creates a new version and makes it the active one (the
// earlier versions stay on record); PUT and PATCH change one version in place; deleting the active
// version hands the location back to its newest remaining one. Answers are checked against the
// questionnaire and `incomplete` is computed here, never taken from the client.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canManageLocationProfile } from '../../../domain/permissions.ts';
import { fullAnswers, profileAnswerErrors, profileCompleteness, type ProfileAnswers } from '../../../domain/profile.ts';
import { inScope } from '../../../domain/scope.ts';
import { audit } from '../../db/audit.ts';
import { locations, profiles } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { ensure, questionnaire, subjectOf } from '../../services/master-data.ts';
import { writer, type Writer } from '../../services/writer.ts';
import type { Tx } from '../../db/client.ts';
import { serializeProfile } from './queries.ts';
import { PROFILE_WRITE_MESSAGES, type ProfileUpdate, type ProfileWrite } from './schemas.ts';


/** Answers that fit the questionnaire, every question present (unanswered ones null), or 400 per question. */
async function checkedAnswers(tx: Tx, answers: Record<string, unknown>) {
  const questions = await questionnaire(tx);
  const errors = profileAnswerErrors(questions, answers);
  if (Object.keys(errors).length) {
    throw badRequest(Object.fromEntries(Object.entries(errors).map(([name, messages]) => [`management_options.${name}`, messages])));
  }
  const stored = fullAnswers(questions, answers as Partial<ProfileAnswers>);
  return { stored, incomplete: !profileCompleteness(questions, stored).complete };
}

/**
 * The location a profile belongs to, locked, when the caller may manage its profile: 404 outside the
 * scope, 403 without the right. `unknown` turns the 404 into a field error (a location in a body).
 */
async function managedLocation(tx: Tx, w: Writer, locationId: number, unknown?: 'location') {
  const [row] = await tx.select().from(locations).where(eq(locations.id, locationId)).for('update');
  if (!row || !inScope(w.scope.farms, row.farmId)) {
    if (unknown) throw badRequest({ [unknown]: [PROFILE_WRITE_MESSAGES.unknownLocation] });
    throw notFound(NOT_FOUND.location);
  }
  ensure(canManageLocationProfile(subjectOf(w.scope), { id: row.id, farm: row.farmId }), PROFILE_WRITE_MESSAGES.manage);
  return row;
}

async function newVersion(tx: Tx, w: Writer, locationId: number, answers: Record<string, unknown>) {
  const { stored, incomplete } = await checkedAnswers(tx, answers);
  const [row] = await tx
    .insert(profiles)
    .values({ locationId, incomplete, managementOptions: stored, createdBy: w.actorId })
    .returning();
  await tx.update(locations).set({ activeProfileId: row!.id }).where(eq(locations.id, locationId));
  await audit(tx, {
    actorId: w.actorId,
    action: 'profile.created',
    entity: 'profile',
    entityId: row!.id,
    changes: { location: locationId, incomplete, management_options: stored },
  });
  return serializeProfile(row!);
}

/** POST /locations/{id}/profile/. */
export async function saveLocationProfile(request: FastifyRequest, locationId: number, answers: Record<string, unknown>) {
  const w = await writer(request);
  return w.db.transaction(async (tx) => {
    await managedLocation(tx, w, locationId);
    return newVersion(tx, w, locationId, answers);
  });
}

/** POST /profiles/. */
export async function createProfile(request: FastifyRequest, body: ProfileWrite) {
  const w = await writer(request);
  return w.db.transaction(async (tx) => {
    await managedLocation(tx, w, body.location, 'location');
    return newVersion(tx, w, body.location, body.management_options);
  });
}

/**
 * A profile whose location's farm is in scope and whose location the caller may manage: 404 outside
 * the scope, 403 without the right. Locks the location before the profile, in the same order as a
 * location's deletion (which removes its profiles), so the two cannot deadlock.
 */
async function lockProfile(tx: Tx, w: Writer, id: number) {
  const [found] = await tx.select({ locationId: profiles.locationId }).from(profiles).where(eq(profiles.id, id));
  const [location] = found ? await tx.select({ farmId: locations.farmId }).from(locations).where(eq(locations.id, found.locationId)) : [];
  if (!found || !location || !inScope(w.scope.farms, location.farmId)) throw notFound(NOT_FOUND.profile);
  const managed = await managedLocation(tx, w, found.locationId);
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update');
  if (!row) throw notFound(NOT_FOUND.profile);
  return { row, location: managed };
}

/** PUT (`replace`: answers not sent become unanswered) and PATCH (answers not sent stay). */
export async function updateProfile(request: FastifyRequest, id: number, body: ProfileUpdate, replace: boolean) {
  const w = await writer(request);
  return w.db.transaction(async (tx) => {
    const { row } = await lockProfile(tx, w, id);
    if (body.location !== undefined && body.location !== row.locationId) throw badRequest({ location: [PROFILE_WRITE_MESSAGES.moveLocation] });
    if (body.management_options === undefined) return serializeProfile(row);
    const merged = replace ? body.management_options : { ...row.managementOptions, ...body.management_options };
    const { stored, incomplete } = await checkedAnswers(tx, merged);
    const changed = Object.keys(stored).filter((name) => (row.managementOptions[name] ?? null) !== stored[name]);
    if (changed.length === 0 && incomplete === row.incomplete) return serializeProfile(row);
    const [updated] = await tx.update(profiles).set({ managementOptions: stored, incomplete }).where(eq(profiles.id, id)).returning();
    await audit(tx, {
      actorId: w.actorId,
      action: 'profile.updated',
      entity: 'profile',
      entityId: id,
      changes: {
        ...Object.fromEntries(changed.map((name) => [`management_options.${name}`, { from: row.managementOptions[name] ?? null, to: stored[name] }])),
        ...(incomplete === row.incomplete ? {} : { incomplete: { from: row.incomplete, to: incomplete } }),
      },
    });
    return serializeProfile(updated!);
  });
}

export async function deleteProfile(request: FastifyRequest, id: number) {
  const w = await writer(request);
  await w.db.transaction(async (tx) => {
    const { row, location } = await lockProfile(tx, w, id);
    let activeNow = location.activeProfileId;
    if (location.activeProfileId === id) {
      const [previous] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.locationId, row.locationId), ne(profiles.id, id)))
        .orderBy(desc(profiles.id))
        .limit(1);
      activeNow = previous?.id ?? null;
      await tx.update(locations).set({ activeProfileId: activeNow }).where(eq(locations.id, row.locationId));
    }
    await tx.delete(profiles).where(eq(profiles.id, id));
    await audit(tx, {
      actorId: w.actorId,
      action: 'profile.deleted',
      entity: 'profile',
      entityId: id,
      changes: { location: row.locationId, incomplete: row.incomplete, management_options: row.managementOptions, active_profile: activeNow },
    });
  });
  return { id };
}
