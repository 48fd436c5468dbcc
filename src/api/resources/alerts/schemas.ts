import { z } from 'zod';
import { Flag, IdRef, INPUT_TEXTS } from '../../http/input.ts';
import { ListQuery, pageOf } from '../../http/pagination.ts';
import { BoolQuery, Id, TextQuery } from '../../http/query.ts';
import { MANAGE_REFUSED } from '../../services/controlling/access.ts';
import { ALERT_PHASES, LIFECYCLE_MESSAGES, TRANSITION_CAUSES } from '../../../domain/alert-lifecycle.ts';
import { EntityTypeSchema, OperatorSchema } from '../entity-schemas.ts';

export const AlertPhaseSchema = z.enum(ALERT_PHASES).meta({ id: 'AlertPhase', description: 'normal, pending (crossing, not yet on enough test days), firing (an incident is open), resolved, nodata.' });

export const LastIncidentSchema = z
  .object({
    id: z.number().int(),
    observed: z.string().describe('YYYY-MM-DD'),
    value: z.number().nullable(),
    comparison_group_value: z.number().nullable(),
    acknowledged: z.boolean(),
  })
  .meta({ id: 'AlertLastIncident', description: 'The most recently observed incident of the alert.' });

export const AlertSchema = z
  .object({
    id: z.number().int(),
    entity_type: EntityTypeSchema,
    entity_id: z.number().int(),
    field: z.string().describe('pythonic_name of the watched report field.'),
    comparison_group: z.number().int().nullable().describe('null when the group was deleted.'),
    operator: OperatorSchema,
    lower_bound: z.number().nullable(),
    upper_bound: z.number().nullable(),
    is_relative: z.boolean(),
    last_checked: z.string().nullable().describe('ISO 8601'),
    send_mail: z.boolean(),
    problem: z.string().nullable().describe('Why the last check could not decide (e.g. an invalid comparison group), in German; null when it could.'),
    last_incident: LastIncidentSchema.nullable(),
    pending_test_days: z.number().int().describe('Consecutive crossing test days before it fires (1 to 12).'),
    recovery_margin: z.number().describe("How far back inside a firing value must come to resolve (the bounds' unit, percent when relative)."),
    phase: AlertPhaseSchema.describe('Read only: where the lifecycle stands (product rules ‹Control-field lifecycle›).'),
    phase_since: z.string().nullable().describe('YYYY-MM-DD: the test day (or for nodata the day) the phase began; null before the first one.'),
  })
  .meta({
    id: 'Alert',
    description:
      "A control field. Where it stands now (the entity's value, the group's and the decision, by the rule detection records) comes from GET /alerts/current/.",
  });
export type AlertOut = z.infer<typeof AlertSchema>;

export const AlertPage = pageOf(AlertSchema, 'AlertPage');

export const AlertListQuery = ListQuery.extend({
  entity_type: EntityTypeSchema.optional(),
  entity_id: Id.optional(),
  field: TextQuery().optional(),
  send_mail: BoolQuery.optional(),
});
export type AlertListQuery = z.infer<typeof AlertListQuery>;

export const ALERT_MESSAGES = {
  entity: 'Wählen Sie eine Einheit aus.',
  unknownEntity: 'Diese Einheit gibt es nicht oder sie ist für Sie nicht sichtbar.',
  field: 'Wählen Sie ein Feld aus.',
  unknownField: 'Dieses Feld gibt es im Katalog nicht.',
  group: 'Wählen Sie eine Vergleichsgruppe aus.',
  unknownGroup: 'Diese Vergleichsgruppe gibt es nicht oder sie ist für Sie nicht sichtbar.',
  duplicate: 'Dieses Feld wird für diese Einheit bereits überwacht.',
  same: 'Genau dieses Kontrollfeld gibt es für diese Einheit bereits.',
  manage: MANAGE_REFUSED,
  moveEntity: 'Ein Kontrollfeld kann nicht zu einer anderen Einheit wechseln.',
  notFound: 'Kontrollfeld nicht gefunden.',
  bound: INPUT_TEXTS.number,
} as const;

const Bound = () => z.number({ error: ALERT_MESSAGES.bound }).nullable();

const alertFields = {
  entity_type: EntityTypeSchema,
  entity_id: IdRef(ALERT_MESSAGES.entity),
  field: z.string({ error: ALERT_MESSAGES.field }).trim().refine((v) => v.length > 0 && v.length <= 200, ALERT_MESSAGES.field),
  comparison_group: IdRef(ALERT_MESSAGES.group).nullable(),
  operator: OperatorSchema,
  lower_bound: Bound().optional(),
  upper_bound: Bound().optional(),
  is_relative: Flag().optional(),
  send_mail: Flag().optional(),
  // Checked by the domain rule in the handler, so the messages are the ones the screens show.
  pending_test_days: z.number({ error: LIFECYCLE_MESSAGES.pendingTestDays }).optional(),
  recovery_margin: z.number({ error: LIFECYCLE_MESSAGES.recoveryMargin }).optional(),
};

export const AlertWrite = z.object(alertFields).meta({
  id: 'AlertWrite',
  description: 'Lt stores only upper_bound, Gt only lower_bound, In/NotIn both with lower_bound ≤ upper_bound; bounds ≥ 0 (percent of the group value when is_relative).',
});
export type AlertWrite = z.infer<typeof AlertWrite>;

export const AlertUpdate = z.object(alertFields).partial().meta({ id: 'AlertUpdate', description: 'The fields to change (entity_type and entity_id cannot change).' });
export type AlertUpdate = z.infer<typeof AlertUpdate>;

export const AlertTransitionSchema = z
  .object({
    id: z.number().int(),
    from_phase: AlertPhaseSchema,
    to_phase: AlertPhaseSchema,
    test_date: z.string().nullable().describe('YYYY-MM-DD: the test day that moved it (for nodata the day of the sweep).'),
    at: z.string().describe('ISO 8601: when it was recorded.'),
    cause: z.enum(TRANSITION_CAUSES).meta({ id: 'AlertTransitionCause' }).describe('upload (detection), create or edit (of the control field), nodata (no report for 62 days).'),
    by_user: z.number().int().nullable().describe('Who wrote the control field (create, edit); null for detection.'),
    by_user_name: z.string().nullable().describe("That user's display name; null for detection or a deleted user."),
    value: z.number().nullable().describe("The entity's value on that test day."),
  })
  .meta({ id: 'AlertTransition', description: 'One phase change of a control field.' });
export type AlertTransitionOut = z.infer<typeof AlertTransitionSchema>;

export const AlertTransitionPage = pageOf(AlertTransitionSchema, 'AlertTransitionPage');

export const AlertCheckResult = z
  .object({
    checked: z.number().int().describe('Alerts evaluated.'),
    incidents: z.number().int().describe('New incidents recorded.'),
    problems: z.number().int().describe('Alerts that could not be decided (see their problem).'),
  })
  .meta({ id: 'AlertCheckResult' });
export type AlertCheckResult = z.infer<typeof AlertCheckResult>;

export const AlertCheckQuery = z.object({
  entity_type: EntityTypeSchema.optional(),
  entity_id: Id.optional(),
});

const observedDoc = 'YYYY-MM-DD: the entity\'s newest report date (the most recent date any of its sites reported); null without reports.';

// The entity is required, but checked by the handler (400 naming the field) so that GraphQL callers get the same German answer.
export const AlertCurrentQuery = z.object({ entity_type: EntityTypeSchema.optional(), entity_id: Id.optional() });
export type AlertCurrentQuery = z.infer<typeof AlertCurrentQuery>;

export const AlertCurrentSchema = z
  .object({
    alert: z.number().int(),
    observed: z.string().nullable().describe(observedDoc),
    value: z.number().nullable().describe("The entity's value on that date."),
    group_value: z.number().nullable().describe("The comparison group's value on that date, as the entity's farm sees it (null when withheld)."),
    triggers: z.boolean().describe('Whether the control field triggers on these values (the rule detection records incidents by).'),
    problem: z.string().nullable().describe('Why it cannot be decided, in German; null when it can.'),
  })
  .meta({ id: 'AlertCurrent', description: 'Where a control field stands now: the values and the decision incident detection would record.' });

export const AlertCurrentPage = z.object({ results: z.array(AlertCurrentSchema) }).meta({ id: 'AlertCurrentPage' });
export type AlertCurrentPage = z.infer<typeof AlertCurrentPage>;

export const CurrentValueQuery = z.object({
  entity_type: EntityTypeSchema.optional(),
  entity_id: Id.optional(),
  field: TextQuery().optional().describe('pythonic_name of a report field (required).'),
  comparison_group: Id.optional(),
});
export type CurrentValueQuery = z.infer<typeof CurrentValueQuery>;

export const CurrentValueSchema = z
  .object({
    observed: z.string().nullable().describe(observedDoc),
    value: z.number().nullable(),
    group_value: z.number().nullable(),
    group_problem: z.string().nullable().describe('Why the group gives no value (refused, withheld), in German.'),
  })
  .meta({ id: 'CurrentValue', description: "An entity's current value of a field (and its comparison group's) by the rule incident detection uses." });
export type CurrentValue = z.infer<typeof CurrentValueSchema>;

// ---- The controlling overview (product rules ‹Controlling overview›) ----

export const AlertTallySchema = z
  .object({
    entity_type: z.enum(['farm', 'location', 'site']),
    entity_id: z.number().int(),
    total: z.number().int().describe('Control fields of the entity.'),
    mail: z.number().int().describe('Of them, those that send mails.'),
  })
  .meta({ id: 'AlertTally' });

export const AlertOverviewFarmSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    display_name: z.string(),
    locations: z.array(z.number().int()),
    sites: z.array(z.number().int()),
    has_incident: z.boolean().describe('A control field of the farm, one of its locations or sites has had an incident.'),
    tallies: z.array(AlertTallySchema).describe('Per entity of the farm (itself, its locations, its sites) with control fields: how many, and how many send mails.'),
  })
  .meta({ id: 'AlertOverviewFarm' });
export type AlertOverviewFarmOut = z.infer<typeof AlertOverviewFarmSchema>;

export const AlertOverviewPage = pageOf(AlertOverviewFarmSchema, 'AlertOverviewPage');

export const AlertOverviewQuery = ListQuery.extend({
  search: TextQuery().optional().describe("Case-insensitive part of the farm's display name ('number - name')."),
  with_mail: BoolQuery.optional().describe('true: only farms where a control field of the farm, a location or a site sends mails.'),
});
export type AlertOverviewQuery = z.infer<typeof AlertOverviewQuery>;
