// Creating, changing and deleting figure filters: anyone who may manage evaluations creates; only
// the owner changes or deletes. Deleting a filter leaves the evaluations that used it on all figures.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { figureFilterProblems } from '../../../domain/evaluation-rules.ts';
import { REPORT_FIELDS } from '../../catalogue/index.ts';
import { audit } from '../../db/audit.ts';
import { figureFilterFields, figureFilters } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { changedKeys, requireDefinitionManager, requireOwner } from '../../services/definitions.ts';
import { callerScope } from '../../services/scope.ts';
import { figureFilterVisible, getFigureFilter } from './queries.ts';
import type { FigureFilterPatch, FigureFilterWrite } from './schemas.ts';

const KNOWN_FIELDS = new Set(REPORT_FIELDS.map((f) => f.pythonic_name));

function validate(input: FigureFilterWrite): FigureFilterWrite {
  const problems = figureFilterProblems(input, KNOWN_FIELDS);
  if (Object.keys(problems).length) throw badRequest(problems);
  return { name: input.name.trim(), fields: input.fields };
}

const fieldRows = (filterId: number, input: FigureFilterWrite) => input.fields.map((f, position) => ({ filterId, pythonicName: f.pythonic_name, position }));

export async function createFigureFilter(request: FastifyRequest, body: FigureFilterWrite) {
  requireDefinitionManager(request.actor);
  const input = validate(body);
  const { db } = request.server.deps.database;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(figureFilters).values({ name: input.name, userId: request.actor.id }).returning({ id: figureFilters.id });
    await tx.insert(figureFilterFields).values(fieldRows(row!.id, input));
    await audit(tx, { actorId: request.actor.id, action: 'filter.created', entity: 'filter', entityId: row!.id, changes: { name: input.name, fields: input.fields.map((f) => f.pythonic_name) } });
    return row!.id;
  });
  return getFigureFilter(request, id);
}

/** The stored filter as the caller may change it: 404 when not visible, 403 when not theirs. */
async function ownFilter(request: FastifyRequest, id: number) {
  requireDefinitionManager(request.actor);
  const current = await getFigureFilter(request, id);
  requireOwner(request.actor, current.user, 'Nur der Eigentümer kann diesen Kennzahlen-Filter ändern oder löschen.');
  return current;
}

export async function updateFigureFilter(request: FastifyRequest, id: number, patch: FigureFilterPatch) {
  const current = await ownFilter(request, id);
  const before = { name: current.name, fields: current.fields.map((f) => f.pythonic_name) };
  const input = validate({ name: patch.name ?? current.name, fields: patch.fields ?? current.fields });
  const after = { name: input.name, fields: input.fields.map((f) => f.pythonic_name) };
  const { db } = request.server.deps.database;
  await db.transaction(async (tx) => {
    await tx.update(figureFilters).set({ name: input.name }).where(eq(figureFilters.id, id));
    await tx.delete(figureFilterFields).where(eq(figureFilterFields.filterId, id));
    await tx.insert(figureFilterFields).values(fieldRows(id, input));
    await audit(tx, { actorId: request.actor.id, action: 'filter.updated', entity: 'filter', entityId: id, changes: Object.fromEntries(changedKeys(before, after).map((k) => [k, after[k as keyof typeof after]])) });
  });
  return getFigureFilter(request, id);
}

export async function deleteFigureFilter(request: FastifyRequest, id: number) {
  await ownFilter(request, id);
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  await db.transaction(async (tx) => {
    const gone = await tx.delete(figureFilters).where(and(eq(figureFilters.id, id), figureFilterVisible(scope))).returning({ name: figureFilters.name });
    if (gone.length === 0) throw notFound('Kennzahlen-Filter nicht gefunden.');
    await audit(tx, { actorId: request.actor.id, action: 'filter.deleted', entity: 'filter', entityId: id, changes: { name: gone[0]!.name } });
  });
}
