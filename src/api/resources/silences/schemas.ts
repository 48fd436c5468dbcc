import { z } from 'zod';
import { SILENCE_MESSAGES, SILENCE_STATES, SILENCE_TARGETS } from '../../../domain/silence.ts';
import { Flag, IdRef, INPUT_TEXTS } from '../../http/input.ts';
import { ListQuery, pageOf } from '../../http/pagination.ts';
import { Id } from '../../http/query.ts';
import { EntityTypeSchema } from '../entity-schemas.ts';

export const SilenceTargetSchema = z.enum(SILENCE_TARGETS, { error: SILENCE_MESSAGES.target }).meta({ id: 'SilenceTarget', description: 'alert (one control field), site, location or farm (with everything below).' });
export const SilenceStateSchema = z.enum(SILENCE_STATES).meta({ id: 'SilenceState', description: 'upcoming (not started), active (muting now) or ended (by its end or ended early).' });

export const SilenceSchema = z
  .object({
    id: z.number().int(),
    target_type: SilenceTargetSchema,
    target_id: z.number().int(),
    target_name: z.string().describe("What is muted: the control field's figure label, or the site's, location's or farm's display name."),
    entity_type: EntityTypeSchema.nullable().describe("The entity it belongs to: a control field's entity, else the target itself; null when the control field was deleted."),
    entity_id: z.number().int().nullable(),
    starts_at: z.string().describe('ISO 8601'),
    ends_at: z.string().describe('ISO 8601: the silence mutes until this instant (exclusive).'),
    ended_at: z.string().nullable().describe('ISO 8601: when it was ended early; null otherwise.'),
    reason: z.string(),
    state: SilenceStateSchema,
    created_by: z.number().int().nullable(),
    created_by_name: z.string().nullable().describe("The creator's display name."),
    created_at: z.string().describe('ISO 8601'),
    ended_by: z.number().int().nullable(),
    ended_by_name: z.string().nullable(),
  })
  .meta({ id: 'Silence', description: 'A silence (Stummschaltung): incidents it covers are recorded but not mailed.' });
export type SilenceOut = z.infer<typeof SilenceSchema>;

export const SilencePage = pageOf(SilenceSchema, 'SilencePage');

export const SilenceListQuery = ListQuery.extend({
  entity_type: EntityTypeSchema.optional().describe("With entity_id: the silences covering that entity's page (its own, its control fields', its location's and farm's)."),
  entity_id: Id.optional(),
});
export type SilenceListQuery = z.infer<typeof SilenceListQuery>;

export const SilenceWrite = z
  .object({
    target_type: SilenceTargetSchema,
    target_id: IdRef(SILENCE_MESSAGES.target),
    starts_at: z.string({ error: INPUT_TEXTS.text }).optional().describe('ISO 8601; default now.'),
    ends_at: z.string({ error: SILENCE_MESSAGES.end }).describe('ISO 8601; after the start, in the future, at most 365 days after the start.'),
    reason: z.string({ error: SILENCE_MESSAGES.reason }).describe('Why (e.g. Stallumbau); required, at most 200 characters.'),
  })
  .meta({ id: 'SilenceWrite', description: 'Mute a control field, a site, a location or a farm for a period.' });
export type SilenceWrite = z.infer<typeof SilenceWrite>;

export const SilenceUpdate = z
  .object({ ended: Flag().describe('true ends the silence now (the row stays as history).') })
  .meta({ id: 'SilenceUpdate', description: 'End a silence early.' });
export type SilenceUpdate = z.infer<typeof SilenceUpdate>;
