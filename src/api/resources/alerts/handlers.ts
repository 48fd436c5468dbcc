// Alert (control field) writes: whoever may configure the entity's controlling (src/domain/
// controlling-permissions.ts) creates, changes and deletes its control fields. Bounds are stored
// per operator, a field is watched at most once per entity, the field must be a catalogue figure
// and the comparison group one the caller sees. Every write is one transaction with its audit event.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LIFECYCLE, lifecycleProblems } from '../../../domain/alert-lifecycle.ts';
import { sameControlField, storedBounds, thresholdProblems, type ControlFieldKey } from '../../../domain/trigger.ts';
import { audit, changedFields } from '../../db/audit.ts';
import { alerts, comparisonGroups, reportFields } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { ensureManages } from '../../services/controlling/access.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { writer } from '../../services/writer.ts';
import type { Tx } from '../../db/client.ts';
import { entityVisible, loadEntity, type ControlledEntity } from '../../services/controlling/entities.ts';
import { evaluateWritten, type DetectionCause } from '../../services/controlling/index.ts';
import type { CallerScope } from '../../services/scope.ts';
import { comparisonGroupVisible } from '../comparison-groups/queries.ts';
import { getAlert } from './queries.ts';
import { ALERT_MESSAGES, type AlertUpdate, type AlertWrite } from './schemas.ts';

type AlertRow = typeof alerts.$inferSelect;

/** The control field as stored: unused bound null, flags defaulted. */
interface Candidate extends ControlFieldKey {
  send_mail: boolean;
  pending_test_days: number;
  recovery_margin: number;
}

function candidateOf(body: AlertUpdate, before?: AlertRow): Candidate {
  const operator = body.operator ?? before?.operator ?? 'lt';
  const lower = body.lower_bound !== undefined ? body.lower_bound : (before?.lowerBound ?? null);
  const upper = body.upper_bound !== undefined ? body.upper_bound : (before?.upperBound ?? null);
  return {
    field: body.field ?? before?.field ?? '',
    comparison_group: body.comparison_group !== undefined ? body.comparison_group : (before?.comparisonGroupId ?? null),
    operator,
    ...storedBounds({ operator, lower_bound: lower, upper_bound: upper }),
    is_relative: body.is_relative ?? before?.isRelative ?? false,
    send_mail: body.send_mail ?? before?.sendMail ?? false,
    pending_test_days: body.pending_test_days ?? before?.pendingTestDays ?? DEFAULT_LIFECYCLE.pendingTestDays,
    recovery_margin: body.recovery_margin ?? (before ? Number(before.recoveryMargin) : DEFAULT_LIFECYCLE.recoveryMargin),
  };
}

const keyOf = (a: AlertRow): ControlFieldKey => ({
  field: a.field,
  comparison_group: a.comparisonGroupId,
  operator: a.operator,
  lower_bound: a.lowerBound,
  upper_bound: a.upperBound,
  is_relative: a.isRelative,
});

/** Every problem of the candidate at once, as per-field German messages (400). */
async function validate(tx: Tx, scope: CallerScope, c: Candidate): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [key, message] of Object.entries(thresholdProblems(c))) errors[key] = [message];
  for (const [key, message] of Object.entries(lifecycleProblems({ pendingTestDays: c.pending_test_days, recoveryMargin: c.recovery_margin }))) errors[key] = [message];
  const [field] = await tx.select({ name: reportFields.pythonicName }).from(reportFields).where(eq(reportFields.pythonicName, c.field));
  if (!field) errors.field = [ALERT_MESSAGES.unknownField];
  if (c.comparison_group === null) errors.comparison_group = [ALERT_MESSAGES.group];
  else {
    const [group] = await tx
      .select({ id: comparisonGroups.id })
      .from(comparisonGroups)
      .where(and(eq(comparisonGroups.id, c.comparison_group), comparisonGroupVisible(scope)));
    if (!group) errors.comparison_group = [ALERT_MESSAGES.unknownGroup];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** 400 when the entity watches the field already (another alert); the equality rule names an identical one. */
async function refuseDuplicate(tx: Tx, entity: ControlledEntity, c: Candidate, exceptId?: number): Promise<void> {
  const [other] = await tx
    .select()
    .from(alerts)
    .where(and(eq(alerts.entityType, entity.type), eq(alerts.entityId, entity.id), eq(alerts.field, c.field), exceptId ? ne(alerts.id, exceptId) : undefined));
  if (!other) return;
  const detail = sameControlField(keyOf(other), c) ? ALERT_MESSAGES.same : ALERT_MESSAGES.duplicate;
  throw badRequest({ field: [detail] }, detail);
}

const duplicateError = () => badRequest({ field: [ALERT_MESSAGES.duplicate] }, ALERT_MESSAGES.duplicate);

const columnsOf = (c: Candidate) => ({
  field: c.field,
  comparisonGroupId: c.comparison_group,
  operator: c.operator,
  lowerBound: c.lower_bound,
  upperBound: c.upper_bound,
  isRelative: c.is_relative,
  sendMail: c.send_mail,
  pendingTestDays: c.pending_test_days,
  recoveryMargin: c.recovery_margin,
});

const wireOf = (c: Candidate) => ({ ...c });

/**
 * A written control field judged at once against the current data, so the answer shows its phase
 * (product rules ‹Control-field lifecycle›). The write is committed already: a failure here is
 * logged and left to the start-up catch-up, never turned into a failed write.
 */
async function judgeNow(request: FastifyRequest, id: number, why: DetectionCause): Promise<void> {
  try {
    await evaluateWritten(request.server, id, why);
  } catch (error) {
    request.log.error({ err: error, alert: id }, 'Kontrollfeld nach dem Speichern nicht beurteilt');
  }
}

export async function createAlert(request: FastifyRequest, body: AlertWrite) {
  const { scope, db, actorId } = await writer(request);
  const entity = await loadEntity(db, body.entity_type, body.entity_id);
  if (!entity || !entityVisible(scope, entity)) throw badRequest({ entity_id: [ALERT_MESSAGES.unknownEntity] });
  ensureManages(scope, entity);
  const c = candidateOf(body);
  try {
    const id = await db.transaction(async (tx) => {
      await validate(tx, scope, c);
      await refuseDuplicate(tx, entity, c);
      const [row] = await tx
        .insert(alerts)
        .values({ entityType: entity.type, entityId: entity.id, ...columnsOf(c), createdBy: actorId })
        .returning({ id: alerts.id });
      await audit(tx, { actorId, action: 'alert.created', entity: 'alert', entityId: row!.id, changes: { entity_type: entity.type, entity_id: entity.id, ...wireOf(c) } });
      return row!.id;
    });
    await judgeNow(request, id, { cause: 'create', byUser: actorId });
    return await getAlert(request, id);
  } catch (error) {
    if (isUniqueViolation(error, 'alerts_entity_field_key')) throw duplicateError();
    throw error;
  }
}

/** The alert row, locked, when the caller sees it (404 otherwise), with its entity. */
async function lockAlert(tx: Tx, scope: CallerScope, id: number): Promise<{ row: AlertRow; entity: ControlledEntity }> {
  const [row] = await tx.select().from(alerts).where(eq(alerts.id, id)).for('update');
  const entity = row ? await loadEntity(tx as never, row.entityType, row.entityId) : null;
  if (!row || !entity || !entityVisible(scope, entity)) throw notFound(ALERT_MESSAGES.notFound);
  return { row, entity };
}

/** PUT: every field as given (omitted flags are false). */
export const replaceAlert = (request: FastifyRequest, id: number, body: AlertWrite) => updateAlert(request, id, body, 'replace');

/** PATCH: the fields given; PUT through replaceAlert. */
export async function updateAlert(request: FastifyRequest, id: number, body: AlertUpdate, mode: 'replace' | 'update' = 'update') {
  const { scope, db, actorId } = await writer(request);
  let judge = false;
  try {
    await db.transaction(async (tx) => {
      const { row, entity } = await lockAlert(tx, scope, id);
      ensureManages(scope, entity);
      if ((body.entity_type !== undefined && body.entity_type !== row.entityType) || (body.entity_id !== undefined && body.entity_id !== row.entityId)) {
        throw badRequest({ entity_id: [ALERT_MESSAGES.moveEntity] }, ALERT_MESSAGES.moveEntity);
      }
      const c = mode === 'replace' ? candidateOf(body) : candidateOf(body, row);
      await validate(tx, scope, c);
      await refuseDuplicate(tx, entity, c, id);
      const before = { ...wireOf(candidateOf({}, row)) };
      const changes = changedFields(before, wireOf(c));
      if (Object.keys(changes).length === 0) return;
      // A changed threshold, group or lifecycle setting is judged afresh: the last check's problem no
      // longer applies, and a mark of null lets the start-up catch-up redo it should the judgement below be lost.
      judge = Object.keys(changes).some((k) => k !== 'send_mail');
      await tx
        .update(alerts)
        .set({ ...columnsOf(c), ...(judge && { problem: null, checkedMark: null }) })
        .where(eq(alerts.id, id));
      await audit(tx, { actorId, action: 'alert.updated', entity: 'alert', entityId: id, changes });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'alerts_entity_field_key')) throw duplicateError();
    throw error;
  }
  if (judge) await judgeNow(request, id, { cause: 'edit', byUser: actorId });
  return getAlert(request, id);
}

export async function deleteAlert(request: FastifyRequest, id: number) {
  const { scope, db, actorId } = await writer(request);
  await db.transaction(async (tx) => {
    const { row, entity } = await lockAlert(tx, scope, id);
    ensureManages(scope, entity);
    // Its incidents stay in the entity's history (alert_id becomes null).
    await tx.delete(alerts).where(eq(alerts.id, id));
    await audit(tx, { actorId, action: 'alert.deleted', entity: 'alert', entityId: id, changes: { entity_type: row.entityType, entity_id: row.entityId, ...wireOf(candidateOf({}, row)) } });
  });
  return { id };
}
