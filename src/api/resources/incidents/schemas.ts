import { z } from 'zod';
import { TEXT_LIMITS } from '../../../domain/text-limits.ts';
import { ListQuery, pageOf } from '../../http/pagination.ts';
import { Flag, OptionalText } from '../../http/input.ts';
import { BoolQuery, Id } from '../../http/query.ts';
import { EntityTypeSchema, OperatorSchema } from '../entity-schemas.ts';

export const IncidentMutedSchema = z
  .object({
    silence: z.number().int(),
    reason: z.string(),
    ends_at: z.string().describe('ISO 8601: the end of the silence (or its early end).'),
  })
  .meta({ id: 'IncidentMuted', description: 'The silence that kept the incident out of the mails.' });

export const IncidentSchema = z
  .object({
    id: z.number().int(),
    alert: z.number().int().nullable().describe('The alert that raised it; null when the alert was deleted.'),
    entity_type: EntityTypeSchema,
    entity_id: z.number().int(),
    farm: z.number().int().nullable().describe('The farm of the entity; null for an association.'),
    field: z.string(),
    comparison_group: z.number().int().nullable(),
    comparison_group_value: z.number().nullable(),
    value: z.number().nullable(),
    operator: OperatorSchema,
    lower_bound: z.number().nullable(),
    upper_bound: z.number().nullable(),
    is_relative: z.boolean(),
    observed: z.string().describe('YYYY-MM-DD: the newest crossing test day of the incident.'),
    started: z.string().describe('YYYY-MM-DD: the test day it began (the control field fired).'),
    ended: z.string().nullable().describe('YYYY-MM-DD: the test day it ended (resolved, no data); null while firing.'),
    acknowledged_at: z.string().nullable().describe('ISO 8601; null while not acknowledged (beyond the spec).'),
    acknowledged_by: z.number().int().nullable(),
    comment: z.string(),
    muted: IncidentMutedSchema.nullable().describe('Recorded but not mailed because a silence covered it; null otherwise.'),
  })
  .meta({ id: 'Incident' });
export type IncidentOut = z.infer<typeof IncidentSchema>;

export const IncidentPage = pageOf(IncidentSchema, 'IncidentPage');

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DateQuery = z.string().refine((v) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Erwartet wird ein Datum JJJJ-MM-TT.');

export const IncidentListQuery = ListQuery.extend({
  entity_type: EntityTypeSchema.optional(),
  entity_id: Id.optional(),
  alert: Id.optional(),
  latest_per_site: BoolQuery.optional().describe('Only the most recently observed incident of each entity (site).'),
  observed_from: DateQuery.optional().describe('Observed on or after this date (YYYY-MM-DD): the history switch.'),
  observed_to: DateQuery.optional().describe('Observed on or before this date (YYYY-MM-DD).'),
  acknowledged: BoolQuery.optional(),
});
export type IncidentListQuery = z.infer<typeof IncidentListQuery>;

export const IncidentUpdate = z
  .object({
    acknowledged: Flag().optional(),
    comment: OptionalText(TEXT_LIMITS.comment).optional(),
  })
  .meta({ id: 'IncidentUpdate', description: 'Acknowledge an incident (or take it back) with a comment.' });
export type IncidentUpdate = z.infer<typeof IncidentUpdate>;

export const INCIDENT_MESSAGES = {
  notFound: 'Meldung nicht gefunden.',
  delete: 'Nur Superuser dürfen Meldungen löschen.',
} as const;
