import { z } from 'zod';
import { TEXT_LIMITS } from '../../../domain/text-limits.ts';
import { NOTHING_TO_CHANGE, notEmpty, RequiredText } from '../../http/input.ts';
import { ListQuery, pageOf } from '../../http/pagination.ts';
import { IdListQuery, TextQuery } from '../../http/query.ts';
import { ASSOCIATION_KINDS } from '../../../domain/roles.ts';

export const AssociationKindSchema = z.enum(ASSOCIATION_KINDS).meta({ id: 'AssociationKind' });

export const AssociationSchema = z
  .object({
    id: z.number().int(),
    kind: AssociationKindSchema,
    number: z.string(),
    name: z.string(),
    display_name: z.string().describe("'kind - name', or the number"),
    farms: z.array(z.number().int()).describe('Farms the association serves (invoiced or in its herd book) that the caller sees.'),
  })
  .meta({ id: 'Association' });
export type AssociationOut = z.infer<typeof AssociationSchema>;

export const AssociationPage = pageOf(AssociationSchema, 'AssociationPage');

export const AssociationListQuery = ListQuery.extend({
  kind: AssociationKindSchema.optional(),
  search: TextQuery().optional().describe("Case-insensitive part of the display name ('kind - name') or number."),
  ids: IdListQuery().optional().describe('Only these associations (comma-separated ids, at most 1000).'),
});
export type AssociationListQuery = z.infer<typeof AssociationListQuery>;

// ---- Writes (superusers only) ----

export const ASSOCIATION_MESSAGES = {
  number: 'Geben Sie die Nummer des Verbands ein.',
  name: 'Geben Sie einen Namen für den Verband ein.',
  numberTaken: 'Diese Verbandsnummer ist bereits vergeben.',
  inUse: 'Der Verband ist noch rechnungsstellender Verband oder Herdbuch von LDWUs und kann nicht gelöscht werden.',
  superuser: 'Nur Super-Administratoren können Verbände anlegen, ändern oder löschen.',
} as const;

const associationFields = {
  kind: AssociationKindSchema,
  number: RequiredText(ASSOCIATION_MESSAGES.number, TEXT_LIMITS.number),
  name: RequiredText(ASSOCIATION_MESSAGES.name),
};

export const AssociationWrite = z.object(associationFields).meta({ id: 'AssociationWrite' });
export type AssociationWrite = z.infer<typeof AssociationWrite>;

export const AssociationUpdate = z
  .object({
    kind: associationFields.kind.optional(),
    number: associationFields.number.optional(),
    name: associationFields.name.optional(),
  })
  .refine(notEmpty, NOTHING_TO_CHANGE)
  .meta({ id: 'AssociationUpdate' });
export type AssociationUpdate = z.infer<typeof AssociationUpdate>;
