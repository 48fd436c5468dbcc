import { z } from 'zod';
import { TEXT_LIMITS } from '../../../domain/text-limits.ts';
import { IdRef, NOTHING_TO_CHANGE, notEmpty, OptionalText, RequiredText } from '../../http/input.ts';
import { ListQuery, pageOf } from '../../http/pagination.ts';
import { BoolQuery, Id, IdListQuery, TextQuery } from '../../http/query.ts';
import { UNKNOWN_REFERENCE } from '../../http/not-found-texts.ts';

export const LatestReportSchema = z
  .object({
    id: z.number().int(),
    inspection_date: z.string().describe('YYYY-MM-DD'),
    processing_date: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'LatestReport' });

export const SiteSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    display_name: z.string().describe('Farm number plus name, or the number zero-padded to the widest site number of the farm.'),
    farm: z.number().int(),
    location: z.number().int().nullable(),
    hbv: z.number().int().nullable().describe('The herd-book association (HBV) of the site.'),
    latest_report: LatestReportSchema.nullable(),
    has_current_report: z.boolean().describe('The latest report was inspected within the last 62 days.'),
  })
  .meta({ id: 'Site' });
export type SiteOut = z.infer<typeof SiteSchema>;

export const SitePage = pageOf(SiteSchema, 'SitePage');

export const SiteListQuery = ListQuery.extend({
  farm: Id.optional(),
  location: Id.optional(),
  search: TextQuery()
    .optional()
    .describe("Case-insensitive part of the site's display name (farm number and site name) or of its number (leading zeros optional)."),
  ids: IdListQuery().optional().describe('Only these sites (comma-separated ids, at most 1000).'),
  unassigned: BoolQuery.optional().meta({ description: 'true: only sites without a location (the data check); false: only sites with one.' }),
});
export type SiteListQuery = z.infer<typeof SiteListQuery>;

// ---- Writes ----

export const SITE_MESSAGES = {
  number: 'Geben Sie die Nummer der Betriebsstätte ein.',
  farm: 'Wählen Sie das LDWU der Betriebsstätte.',
  numberTaken: 'Diese Betriebsstättennummer ist bereits vergeben.',
  unknownFarm: UNKNOWN_REFERENCE.farm,
  location: 'Wählen Sie einen Betrieb desselben LDWU (oder keinen).',
  hbv: 'Wählen Sie einen Herdbuchverband (HBV) oder keinen.',
  assign: 'Sie dürfen die Betriebsstätten dieses LDWU nicht zuordnen.',
  masterData: 'Nur Super-Administratoren können Nummer, Name, LDWU und Herdbuchverband einer Betriebsstätte ändern.',
  create: 'Nur Super-Administratoren können Betriebsstätten anlegen oder löschen.',
  hasReports: 'Für die Betriebsstätte sind Prüfberichte gespeichert; sie kann nicht gelöscht werden.',
} as const;

const siteFields = {
  number: RequiredText(SITE_MESSAGES.number, TEXT_LIMITS.number),
  name: OptionalText(),
  farm: IdRef(SITE_MESSAGES.farm),
  location: IdRef(SITE_MESSAGES.location).nullable(),
  hbv: IdRef(SITE_MESSAGES.hbv).nullable(),
};

export const SiteCreate = z
  .object({ ...siteFields, name: siteFields.name.optional(), location: siteFields.location.optional(), hbv: siteFields.hbv.optional() })
  .meta({ id: 'SiteCreate' });
export type SiteCreate = z.infer<typeof SiteCreate>;

export const SiteReplace = z.object(siteFields).meta({ id: 'SiteReplace' });
export type SiteReplace = z.infer<typeof SiteReplace>;

export const SiteUpdate = z
  .object({
    number: siteFields.number.optional(),
    name: siteFields.name.optional(),
    farm: siteFields.farm.optional(),
    location: siteFields.location.optional(),
    hbv: siteFields.hbv.optional(),
  })
  .refine(notEmpty, NOTHING_TO_CHANGE)
  .meta({
    id: 'SiteUpdate',
    description: 'location (a location of the same farm, or null): whoever administers the farm; the other fields: superusers.',
  });
export type SiteUpdate = z.infer<typeof SiteUpdate>;
