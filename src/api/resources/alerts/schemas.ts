import { z } from 'zod';
import { Flag, IdRef } from '../../http/input.ts';
import { ListQuery, pageOf } from '../../http/pagination.ts';
import { BoolQuery, Id, TextQuery } from '../../http/query.ts';
import { EntityTypeSchema, OperatorSchema } from '../entity-schemas.ts';

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
  })
  .meta({
    id: 'Alert',
    description:
      "A control field. The current value and the group value of the entity page come from the report queries: GET /{entity}s/{id}/report/?fields=… (the entity's value) and GET /comparison_groups/{id}/report/?fields=… (the group's value).",
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
  manage: 'Sie dürfen das Controllingsystem dieser Einheit nicht konfigurieren.',
  moveEntity: 'Ein Kontrollfeld kann nicht zu einer anderen Einheit wechseln.',
  notFound: 'Kontrollfeld nicht gefunden.',
  bound: 'Erwartet wird eine Zahl.',
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
};

export const AlertWrite = z.object(alertFields).meta({
  id: 'AlertWrite',
  description: 'Lt stores only upper_bound, Gt only lower_bound, In/NotIn both with lower_bound ≤ upper_bound; bounds ≥ 0 (percent of the group value when is_relative).',
});
export type AlertWrite = z.infer<typeof AlertWrite>;

export const AlertUpdate = z.object(alertFields).partial().meta({ id: 'AlertUpdate', description: 'The fields to change (entity_type and entity_id cannot change).' });
export type AlertUpdate = z.infer<typeof AlertUpdate>;

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
