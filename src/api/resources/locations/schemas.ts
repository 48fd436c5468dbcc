import { z } from 'zod';
import { IdRef, NOTHING_TO_CHANGE, notEmpty, RequiredText } from '../../http/input.ts';
import { ListQuery, pageOf } from '../../http/pagination.ts';
import { BoolQuery, Id, IdListQuery, TextQuery } from '../../http/query.ts';
import { LOCATION_NAME_REQUIRED } from '../../../domain/name-form.ts';
import { UNKNOWN_REFERENCE } from '../../http/not-found-texts.ts';

export const ActiveProfileSchema = z
  .object({ id: z.number().int(), incomplete: z.boolean() })
  .meta({ id: 'ActiveProfile' });

export const LocationSchema = z
  .object({
    id: z.number().int(),
    farm: z.number().int(),
    name: z.string(),
    active_profile: ActiveProfileSchema.nullable(),
    cow_count: z.number().int(),
    short_address: z.string(),
    sites: z.array(z.number().int()),
  })
  .meta({ id: 'Location' });
export type LocationOut = z.infer<typeof LocationSchema>;

export const LocationPage = pageOf(LocationSchema, 'LocationPage');

export const LocationListQuery = ListQuery.extend({
  farm: Id.optional(),
  search: TextQuery().optional().describe("Case-insensitive part of the location's name or of its farm's display name ('number - name')."),
  ids: IdListQuery().optional().describe('Only these locations (comma-separated ids, at most 1000).'),
  incomplete: BoolQuery.optional().meta({
    description: 'true: only locations without an active profile or whose active profile is incomplete (the data check); false: only those with a complete one.',
  }),
});
export type LocationListQuery = z.infer<typeof LocationListQuery>;

// ---- Writes ----

export const LOCATION_MESSAGES = {
  name: LOCATION_NAME_REQUIRED,
  farm: 'Wählen Sie das LDWU, zu dem der Betrieb gehört.',
  unknownFarm: UNKNOWN_REFERENCE.farm,
  moveFarm: 'Ein Betrieb kann nicht in ein anderes LDWU verschoben werden.',
  edit: 'Sie dürfen die Betriebe dieses LDWU nicht bearbeiten.',
  hasSites: 'Der Betrieb hat noch Betriebsstätten und kann nicht gelöscht werden.',
} as const;

const locationFields = { name: RequiredText(LOCATION_MESSAGES.name), farm: IdRef(LOCATION_MESSAGES.farm) };

export const LocationWrite = z.object(locationFields).meta({ id: 'LocationWrite' });
export type LocationWrite = z.infer<typeof LocationWrite>;

export const LocationUpdate = z
  .object({ name: locationFields.name.optional(), farm: locationFields.farm.optional() })
  .refine(notEmpty, NOTHING_TO_CHANGE)
  .meta({ id: 'LocationUpdate', description: 'The name; farm may be sent but never changes.' });
export type LocationUpdate = z.infer<typeof LocationUpdate>;
