// Silence writes: whoever may configure the controlling of the entity a silence belongs to (an alert's
// entity, or the site, location or farm itself) mutes it for a period with a reason (POST) or ends it
// early (PATCH ended=true: the row stays, it is history). Each write is one transaction with its audit event.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SILENCE_MESSAGES, silenceProblems, silenceState } from '../../../domain/silence.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { silences } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { ensureManages } from '../../services/controlling/access.ts';
import { entityVisible } from '../../services/controlling/entities.ts';
import { targetEntity } from '../../services/controlling/silences.ts';
import type { CallerScope } from '../../services/scope.ts';
import { writer } from '../../services/writer.ts';
import { getSilence } from './queries.ts';
import type { SilenceUpdate, SilenceWrite } from './schemas.ts';

export async function createSilence(request: FastifyRequest, body: SilenceWrite) {
  const { scope, db, actorId } = await writer(request);
  const entity = await targetEntity(db, body.target_type, body.target_id);
  if (!entity || !entityVisible(scope, entity)) throw badRequest({ target_id: [SILENCE_MESSAGES.unknownTarget] });
  ensureManages(scope, entity);
  const now = new Date();
  const startsAt = body.starts_at === undefined ? now : new Date(body.starts_at);
  const problems = silenceProblems({ reason: body.reason, starts_at: body.starts_at ?? now, ends_at: body.ends_at }, now);
  if (Object.keys(problems).length > 0) throw badRequest(Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, [m]])));
  const reason = body.reason.trim();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(silences)
      .values({ targetType: body.target_type, targetId: body.target_id, startsAt, endsAt: new Date(body.ends_at), reason, createdBy: actorId })
      .returning({ id: silences.id });
    await audit(tx, {
      actorId,
      action: 'silence.created',
      entity: 'silence',
      entityId: row!.id,
      changes: { target_type: body.target_type, target_id: body.target_id, starts_at: startsAt.toISOString(), ends_at: new Date(body.ends_at).toISOString(), reason },
    });
    return row!.id;
  });
  return getSilence(request, id);
}

/** The silence row, locked, when the caller sees its entity (404 otherwise), with that entity. */
async function lockSilence(tx: Tx, scope: CallerScope, id: number) {
  const [row] = await tx.select().from(silences).where(eq(silences.id, id)).for('update');
  const entity = row ? await targetEntity(tx as never, row.targetType, row.targetId) : null;
  if (!row || !entity || !entityVisible(scope, entity)) throw notFound(SILENCE_MESSAGES.notFound);
  return { row, entity };
}

/** PATCH ended=true: ends it now (nothing changes when it has ended already). */
export async function updateSilence(request: FastifyRequest, id: number, body: SilenceUpdate) {
  const { scope, db, actorId } = await writer(request);
  await db.transaction(async (tx) => {
    const { row, entity } = await lockSilence(tx, scope, id);
    ensureManages(scope, entity);
    if (!body.ended) throw badRequest({ ended: [SILENCE_MESSAGES.resume] }, SILENCE_MESSAGES.resume);
    const now = new Date();
    if (silenceState({ starts_at: row.startsAt, ends_at: row.endsAt, ended_at: row.endedAt }, now) === 'ended') return;
    await tx.update(silences).set({ endedAt: now, endedBy: actorId }).where(eq(silences.id, id));
    await audit(tx, { actorId, action: 'silence.ended', entity: 'silence', entityId: id, changes: { ended_at: { from: null, to: now.toISOString() } } });
  });
  return getSilence(request, id);
}
