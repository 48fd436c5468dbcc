// Write plans of the owner-bound definitions: comparison groups, figure
// filters and evaluations, and the report upload. The own target is the caller's own definition from
// the matrix fixtures; deletions get a fresh definition of the caller per call.
import { sql } from 'drizzle-orm';
import { REPORT_FIELDS } from '../../../src/api/catalogue/fields.ts';
import { comparisonGroups, evaluations, figureFilters } from '../../../src/api/db/schema.ts';
import type { Role, Verdict } from '../authorization-table.ts';
import type { DefinitionFixtures } from '../authorization-targets.ts';
import { rows } from '../read.ts';
import type { WriteCall, WriteContext, WritePlan, WritePlans } from './types.ts';

type Kind = keyof DefinitionFixtures['foreign'];
const MISSING = 999_999;
const callerId = (ctx: WriteContext, role: Role) => ctx.callers.get(role === 'anonym' ? 'ldwu-admin' : role)!.id;
const own = (ctx: WriteContext, role: Role, kind: Kind) => ctx.definitions.own.get(callerId(ctx, role))?.[kind] ?? MISSING;

/** A group every caller may create: a size band, no entity. */
const groupBody = (ctx: WriteContext) => ({ name: `Matrix-Gruppe ${ctx.round}`, aggregation: { how: 'add' }, filter: { location_size: 10, management_options: {} } });
const filterBody = (ctx: WriteContext) => ({ name: `Matrix-Filter ${ctx.round}`, fields: [{ pythonic_name: REPORT_FIELDS[ctx.round % REPORT_FIELDS.length]!.pythonic_name }] });

/** A group of the caller that an evaluation may use (the fixture has no criterion: given one here). */
async function usableGroup(ctx: WriteContext, role: Role): Promise<number> {
  const id = own(ctx, role, 'comparisonGroup');
  await ctx.db.execute(sql`update comparison_groups set location_size = coalesce(location_size, 10) where id = ${id}`);
  return id;
}
const evaluationBody = async (ctx: WriteContext, role: Role) => ({
  name: `Matrix-Auswertung ${ctx.round}`,
  entity_type: null,
  entity_id: null,
  filter: null,
  comparison_groups: [await usableGroup(ctx, role)],
  visibility: 'self',
  send_mail: false,
});

/** A fresh definition of the caller to delete (refused callers try their standing one). */
async function fresh(ctx: WriteContext, role: Role, verdict: Verdict, kind: Kind): Promise<number> {
  if (verdict !== 'ok') return own(ctx, role, kind);
  const userId = callerId(ctx, role);
  const name = `Matrix-Löschen ${ctx.round}`;
  if (kind === 'comparisonGroup') return (await ctx.db.insert(comparisonGroups).values({ name, userId, locationSize: 10 }).returning({ id: comparisonGroups.id }))[0]!.id;
  if (kind === 'filter') return (await ctx.db.insert(figureFilters).values({ name, userId }).returning({ id: figureFilters.id }))[0]!.id;
  return (await ctx.db.insert(evaluations).values({ name, userId, visibility: 'self' }).returning({ id: evaluations.id }))[0]!.id;
}

const foreign =
  (kind: Kind, body?: (ctx: WriteContext, role: Role) => Promise<Record<string, unknown>> | Record<string, unknown>) =>
  async (ctx: WriteContext, role: Role, verdict: Verdict): Promise<WriteCall | null> =>
    // The superuser sees the outsider's definition and is refused as a non-owner (403; the API tests
    // cover it); for everyone else it lies outside the scope (404).
    verdict === 'ok' && role !== 'superuser' ? { params: { id: ctx.definitions.foreign[kind] }, ...(body ? { body: await body(ctx, role) } : {}), label: 'fremde Definition' } : null;

function plansOf(name: string, kind: Kind, body: (ctx: WriteContext, role: Role) => Promise<Record<string, unknown>> | Record<string, unknown>): WritePlans {
  const create: WritePlan = { success: 201, own: async (ctx, role) => ({ body: await body(ctx, role), label: 'neu' }) };
  const replace: WritePlan = {
    own: async (ctx, role) => ({ params: { id: own(ctx, role, kind) }, body: await body(ctx, role), label: 'eigene Definition' }),
    foreign: foreign(kind, body),
  };
  const update: WritePlan = {
    own: async (ctx, role) => ({ params: { id: own(ctx, role, kind) }, body: { name: `Matrix umbenannt ${ctx.round}` }, label: 'eigene Definition' }),
    foreign: foreign(kind, (ctx) => ({ name: `Matrix umbenannt ${ctx.round}` })),
  };
  const remove: WritePlan = {
    success: 204,
    own: async (ctx, role, verdict) => ({ params: { id: await fresh(ctx, role, verdict, kind) }, label: 'eigene Definition' }),
    foreign: foreign(kind),
  };
  return { [`create${name}`]: create, [`replace${name}`]: replace, [`update${name}`]: update, [`delete${name}`]: remove };
}

/** A one-line MLP delivery for a site the caller may upload to (refused callers: any site). */
async function uploadCall(ctx: WriteContext, role: Role): Promise<WriteCall> {
  const [site] = await rows<{ number: string }>(ctx.db, sql`select number from sites order by id limit 1`);
  const field = REPORT_FIELDS[0]!.pythonic_name;
  const day = new Date(Date.UTC(2024, 0, 1 + (ctx.round % 300))).toISOString().slice(0, 10);
  const csv = `betriebsstaette;pruefdatum;verarbeitungsdatum;${field}\n${site?.number ?? '0'};${day};${day};${ctx.round}\n`;
  return { multipart: { field: 'report', filename: 'matrix.csv', content: csv }, label: `Lieferung als ${role}` };
}

export const DEFINITION_WRITES: WritePlans = {
  ...plansOf('ComparisonGroup', 'comparisonGroup', groupBody),
  ...plansOf('Filter', 'filter', filterBody),
  ...plansOf('Evaluation', 'evaluation', evaluationBody),
  uploadReports: { own: uploadCall },
};
