import { z } from 'zod';
import { TEXT_LIMITS } from '../../../domain/text-limits.ts';
import { ListQuery, pageOf } from '../../http/pagination.ts';
import { Count, Flag, IdRef, NOTHING_TO_CHANGE, notEmpty, RequiredText } from '../../http/input.ts';
import { BoolQuery, Id, IdListQuery, TextQuery } from '../../http/query.ts';
import { FarmSortSchema, SortDirectionSchema } from '../../http/sort.ts';
import { FARM_NAME_REQUIRED } from '../../../domain/name-form.ts';
import { UNKNOWN_REFERENCE } from '../../http/not-found-texts.ts';

export const FarmSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    display_name: z.string().describe("'number - name'"),
    invoicing_association: z.number().int().nullable(),
    is_active: z.boolean(),
    tos_accepted: z.string().nullable().describe('When the farm admin accepted the terms of service (ISO 8601), null if not yet.'),
    has_admin_rights: z.boolean().describe('The caller administers this farm (farm admin, interim admin, association admin or superuser).'),
    cow_count: z.number().int(),
    locations: z.array(z.number().int()),
    sites: z.array(z.number().int()),
    unassigned_sites: z.array(z.number().int()).describe('Sites of the farm without a location.'),
    has_current_report: z.boolean().describe('Some site has a report inspected within the last 62 days.'),
  })
  .meta({ id: 'Farm' });
export type FarmOut = z.infer<typeof FarmSchema>;

export const FarmPage = pageOf(FarmSchema, 'FarmPage');

export const FarmListQuery = ListQuery.extend({
  search: TextQuery().optional().describe('Case-insensitive part of the display name or number.'),
  ids: IdListQuery().optional().describe('Only these farms (comma-separated ids, at most 1000).'),
  association: Id.optional().describe('Only farms this association serves (invoiced by it or with a site in its herd book).'),
  is_active: BoolQuery.optional(),
  tos_accepted: BoolQuery.optional().describe('Whether the terms of service were accepted.'),
  has_current_report: BoolQuery.optional(),
  sort: FarmSortSchema.optional().describe(
    'Sort column; without it: farms the caller administers first, then display name. Yes/no columns sort "yes" first when ascending.',
  ),
  direction: SortDirectionSchema.optional().describe('Direction of `sort` (default asc).'),
});
export type FarmListQuery = z.infer<typeof FarmListQuery>;

/** The CSV export takes the list's filters and sort, without paging: what the list shows, all of it. */
export const FarmCsvQuery = FarmListQuery.pick({ search: true, is_active: true, tos_accepted: true, has_current_report: true, sort: true, direction: true });
export type FarmCsvQuery = z.infer<typeof FarmCsvQuery>;
export type FarmFilterQuery = FarmCsvQuery & { ids?: string | undefined; association?: number | undefined };

// ---- Writes ----

export const FARM_MESSAGES = {
  number: 'Geben Sie die IDNr. des LDWU ein.',
  name: FARM_NAME_REQUIRED,
  numberTaken: 'Diese IDNr. ist bereits vergeben.',
  unknownAssociation: UNKNOWN_REFERENCE.association,
  hasSites: 'Das LDWU hat noch Betriebsstätten und kann nicht gelöscht werden.',
  rename: 'Sie dürfen dieses LDWU nicht bearbeiten.',
  toggle: 'Nur Verbands-Administratoren des Verbands dieses LDWU können es aktivieren oder deaktivieren.',
  masterData: 'Nur Super-Administratoren können IDNr., Verband und Kuhzahl eines LDWU ändern.',
  create: 'Nur Super-Administratoren können LDWUs anlegen oder löschen.',
} as const;

const farmFields = {
  number: RequiredText(FARM_MESSAGES.number, TEXT_LIMITS.number),
  name: RequiredText(FARM_MESSAGES.name),
  invoicing_association: IdRef('Geben Sie den rechnungsstellenden Verband an (oder null).').nullable(),
  is_active: Flag(),
  cow_count: Count(),
};

export const FarmCreate = z
  .object({
    ...farmFields,
    invoicing_association: farmFields.invoicing_association.optional(),
    is_active: farmFields.is_active.optional(),
    cow_count: farmFields.cow_count.optional(),
  })
  .meta({ id: 'FarmCreate' });
export type FarmCreate = z.infer<typeof FarmCreate>;

export const FarmReplace = z.object(farmFields).meta({ id: 'FarmReplace' });
export type FarmReplace = z.infer<typeof FarmReplace>;

export const FarmUpdate = z
  .object({
    number: farmFields.number.optional(),
    name: farmFields.name.optional(),
    invoicing_association: farmFields.invoicing_association.optional(),
    is_active: farmFields.is_active.optional(),
    cow_count: farmFields.cow_count.optional(),
  })
  .refine(notEmpty, NOTHING_TO_CHANGE)
  .meta({
    id: 'FarmUpdate',
    description: 'name: whoever administers the farm; is_active: association admins of its association; the rest: superusers.',
  });
export type FarmUpdate = z.infer<typeof FarmUpdate>;
