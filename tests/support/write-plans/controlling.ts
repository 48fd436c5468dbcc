// Write plans of the controlling system: alerts, incidents and silences. The own
// target is the matrix's own alert or incident (a site alert of the caller's first farm); it gets the
// caller's own comparison group first, since a control field without a valid group is refused.
// Creations take a field the entity does not watch yet; deletions get a fresh fixture per call.
import { sql } from 'drizzle-orm';
import { REPORT_FIELDS } from '../../../src/api/catalogue/fields.ts';
import { alerts, incidents } from '../../../src/api/db/schema.ts';
import type { Role, Verdict } from '../authorization-table.ts';
import type { PathParams } from '../authorization-targets.ts';
import { rows } from '../read.ts';
import type { WriteCall, WriteContext, WritePlans } from './types.ts';

const MISSING = 999_999;
const idOf = (p: PathParams | null | undefined) => (p ? Number(p.id) : MISSING);
const callerId = (ctx: WriteContext, role: Role) => ctx.callers.get(role === 'anonym' ? 'ldwu-admin' : role)!.id;
const ownGroup = (ctx: WriteContext, role: Role) => ctx.definitions.own.get(callerId(ctx, role))?.comparisonGroup ?? MISSING;
/** A field no matrix fixture watches (the fixtures watch the first one), different per call. */
const freshField = (ctx: WriteContext) => REPORT_FIELDS[10 + (ctx.round % (REPORT_FIELDS.length - 10))]!.pythonic_name;

/** The own alert, with the caller's own group so that any change to it is valid. */
async function ownAlert(ctx: WriteContext, role: Role): Promise<{ id: number; entityId: number; field: string }> {
  const id = idOf(ctx.targets.get(role)!.alert.own);
  const group = ownGroup(ctx, role);
  if (group !== MISSING) await ctx.db.execute(sql`update alerts set comparison_group_id = ${group} where id = ${id}`);
  const [row] = await rows<{ entity_id: number; field: string }>(ctx.db, sql`select entity_id, field from alerts where id = ${id}`);
  return { id, entityId: Number(row?.entity_id ?? MISSING), field: row?.field ?? '' };
}

/** Frees a field on an entity for a create (an earlier call may have added it). */
async function freeField(ctx: WriteContext, entityId: number, field: string) {
  await ctx.db.execute(sql`delete from alerts where entity_type = 'site' and entity_id = ${entityId} and field = ${field}`);
}

const foreignOf =
  (kind: 'alert' | 'incident' | 'silence', body?: (ctx: WriteContext, role: Role) => Record<string, unknown>) =>
  async (ctx: WriteContext, role: Role, verdict: Verdict): Promise<WriteCall | null> =>
    verdict === 'ok' ? { params: ctx.targets.get(role)![kind].foreign, ...(body ? { body: body(ctx, role) } : {}), label: 'fremdes Ziel' } : null;

export const CONTROLLING_WRITES: WritePlans = {
  createAlert: {
    success: 201,
    own: async (ctx, role) => {
      const site = idOf(ctx.targets.get(role)!.site.own);
      const field = freshField(ctx);
      await freeField(ctx, site, field);
      return {
        body: { entity_type: 'site', entity_id: site, field, comparison_group: ownGroup(ctx, role), operator: 'gt', lower_bound: ctx.round, send_mail: false },
        label: 'eigene Betriebsstätte',
      };
    },
  },
  replaceAlert: {
    own: async (ctx, role) => {
      const alert = await ownAlert(ctx, role);
      return {
        params: { id: alert.id },
        body: { entity_type: 'site', entity_id: alert.entityId, field: alert.field, comparison_group: ownGroup(ctx, role), operator: 'lt', upper_bound: ctx.round },
        label: 'eigenes Kontrollfeld',
      };
    },
    foreign: foreignOf('alert', (ctx, role) => ({ entity_type: 'site', entity_id: MISSING, field: REPORT_FIELDS[0]!.pythonic_name, comparison_group: ownGroup(ctx, role), operator: 'lt', upper_bound: 1 })),
  },
  updateAlert: {
    own: async (ctx, role) => ({ params: { id: (await ownAlert(ctx, role)).id }, body: { upper_bound: ctx.round }, label: 'eigenes Kontrollfeld' }),
    foreign: foreignOf('alert', (ctx) => ({ upper_bound: ctx.round })),
  },
  checkAlerts: {
    own: async (ctx, role) => ({ query: { entity_type: 'site', entity_id: idOf(ctx.targets.get(role)!.site.own) }, label: 'eigene Betriebsstätte' }),
    foreign: async (ctx, role, verdict) =>
      verdict === 'ok' ? { query: { entity_type: 'site', entity_id: idOf(ctx.targets.get(role)!.site.foreign) }, label: 'fremde Betriebsstätte' } : null,
  },
  checkAlert: {
    own: async (ctx, role) => ({ params: { id: (await ownAlert(ctx, role)).id }, label: 'eigenes Kontrollfeld' }),
    foreign: foreignOf('alert'),
  },
  deleteAlert: {
    own: async (ctx, role, verdict) => {
      const alert = await ownAlert(ctx, role);
      if (verdict !== 'ok') return { params: { id: alert.id }, label: 'eigenes Kontrollfeld' };
      const field = freshField(ctx);
      await freeField(ctx, alert.entityId, field);
      const [made] = await ctx.db
        .insert(alerts)
        .values({ entityType: 'site', entityId: alert.entityId, field, operator: 'lt', upperBound: 1, comparisonGroupId: ownGroup(ctx, role) === MISSING ? null : ownGroup(ctx, role) })
        .returning({ id: alerts.id });
      return { params: { id: made!.id }, label: 'neues Kontrollfeld' };
    },
    foreign: foreignOf('alert'),
  },
  updateIncident: {
    own: async (ctx, role) => ({ params: ctx.targets.get(role)!.incident.own ?? { id: MISSING }, body: { comment: `Matrix ${ctx.round}` }, label: 'eigene Meldung' }),
    foreign: foreignOf('incident', (ctx) => ({ comment: `Matrix ${ctx.round}` })),
  },
  deleteIncident: {
    own: async (ctx, role, verdict) => {
      const own = ctx.targets.get(role)!.incident.own ?? { id: MISSING };
      if (verdict !== 'ok') return { params: own, label: 'eigene Meldung' };
      const [source] = await rows<{ entity_id: number; field: string }>(ctx.db, sql`select entity_id, field from incidents where id = ${idOf(own)}`);
      const [made] = await ctx.db
        .insert(incidents)
        .values({ entityType: 'site', entityId: Number(source!.entity_id), field: source!.field, operator: 'lt', upperBound: 1, value: 0, observed: '2024-01-01' })
        .returning({ id: incidents.id });
      return { params: { id: made!.id }, label: 'neue Meldung' };
    },
    foreign: foreignOf('incident'),
  },
  createSilence: {
    success: 201,
    own: async (ctx, role) => ({
      body: { target_type: 'site', target_id: idOf(ctx.targets.get(role)!.site.own), ends_at: new Date(Date.now() + 10 * 86_400_000).toISOString(), reason: `Matrix ${ctx.round}` },
      label: 'eigene Betriebsstätte',
    }),
  },
  // Ending an ended silence again answers it unchanged: the own fixture serves every call.
  updateSilence: {
    own: async (ctx, role) => ({ params: ctx.targets.get(role)!.silence.own ?? { id: MISSING }, body: { ended: true }, label: 'eigene Stummschaltung' }),
    foreign: foreignOf('silence', () => ({ ended: true })),
  },
};
