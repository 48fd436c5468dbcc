// Creating, changing and deleting figure filters: anyone who may manage evaluations creates; only
// the owner changes or deletes. Deleting a filter leaves the evaluations that used it on all figures.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { figureFilterProblems } from '../../../domain/evaluation-rules.ts';
import { REPORT_FIELDS } from '../../catalogue/index.ts';
import { figureFilterFields, figureFilters } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { auditedDefinitionWrite, changedValues, ownDefinition, requireDefinitionManager } from '../../services/definitions.ts';
import { callerScope } from '../../services/scope.ts';
import { figureFilterVisible, getFigureFilter } from './queries.ts';
import type { FigureFilterPatch, FigureFilterWrite } from './schemas.ts';

const KNOWN_FIELDS = new Set(REPORT_FIELDS.map((f) => f.pythonic_name));

function validate(input: FigureFilterWrite): FigureFilterWrite {
  const problems = figureFilterProblems(input, KNOWN_FIELDS);
  if (Object.keys(problems).length) throw badRequest(problems);
  return { name: input.name.trim(), fields: input.fields };
}

/** The audited view of a filter: its name and the figures' names in order. */
const auditView = (f: Pick<FigureFilterWrite, 'name' | 'fields'>) => ({ name: f.name, fields: f.fields.map((x) => x.pythonic_name) });

const fieldRows = (filterId: number, input: FigureFilterWrite) => input.fields.map((f, position) => ({ filterId, pythonicName: f.pythonic_name, position }));

export async function createFigureFilter(request: FastifyRequest, body: FigureFilterWrite) {
  requireDefinitionManager(request.actor);
  const input = validate(body);
  const id = await auditedDefinitionWrite(request, 'filter', 'created', async (tx) => {
    const [row] = await tx.insert(figureFilters).values({ name: input.name, userId: request.actor.id }).returning({ id: figureFilters.id });
    await tx.insert(figureFilterFields).values(fieldRows(row!.id, input));
    return { id: row!.id, changes: auditView(input) };
  });
  return getFigureFilter(request, id);
}

const ownFilter = (request: FastifyRequest, id: number) =>
  ownDefinition(request, id, getFigureFilter, 'Nur der Eigentümer kann diesen Kennzahlen-Filter ändern oder löschen.');

export async function updateFigureFilter(request: FastifyRequest, id: number, patch: FigureFilterPatch) {
  const current = await ownFilter(request, id);
  const input = validate({ name: patch.name ?? current.name, fields: patch.fields ?? current.fields });
  await auditedDefinitionWrite(request, 'filter', 'updated', async (tx) => {
    await tx.update(figureFilters).set({ name: input.name }).where(eq(figureFilters.id, id));
    await tx.delete(figureFilterFields).where(eq(figureFilterFields.filterId, id));
    await tx.insert(figureFilterFields).values(fieldRows(id, input));
    return { id, changes: changedValues(auditView(current), auditView(input)) };
  });
  return getFigureFilter(request, id);
}

export async function deleteFigureFilter(request: FastifyRequest, id: number) {
  await ownFilter(request, id);
  const scope = await callerScope(request);
  await auditedDefinitionWrite(
    request,
    'filter',
    'deleted',
    async (tx) => {
      const [gone] = await tx.delete(figureFilters).where(and(eq(figureFilters.id, id), figureFilterVisible(scope))).returning({ name: figureFilters.name });
      return gone ? { id, changes: { name: gone.name } } : null;
    },
    NOT_FOUND.filter,
  );
}
