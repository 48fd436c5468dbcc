import { z } from 'zod';
import { ListQuery, pageOf } from '../../http/pagination.ts';
import { BoolQuery, Id } from '../../http/query.ts';

export const ReportFieldSchema = z
  .object({
    pythonic_name: z.string(),
    name: z.string(),
    label: z.string(),
    label_or_name: z.string(),
    category: z.string(),
    subcategory: z.string().describe('May be empty (shown as \'Ohne Unterkategorie\').'),
    description: z.string(),
    unit: z.string(),
    evaluation: z.boolean().nullable().describe('true: larger is better; false: smaller is better; null: neutral.'),
    precision: z.number().int().describe('Decimal digits.'),
    priority: z.number().int().describe('Higher first.'),
    intensive: z.boolean(),
    target_value: z.number().nullable(),
    warning_value: z.number().nullable(),
  })
  .meta({ id: 'ReportField' });
export type ReportFieldOut = z.infer<typeof ReportFieldSchema>;

export const ReportFieldListSchema = z.array(ReportFieldSchema).meta({ id: 'ReportFieldList' });

export const ReportFieldQuery = z.object({
  category: z.string().optional(),
  intensive: BoolQuery.optional(),
  name: z.string().optional().describe('A pythonic_name or name.'),
});
export type ReportFieldQuery = z.infer<typeof ReportFieldQuery>;

export const ReportValueSchema = z
  .object({ pythonic_name: z.string(), value: z.number().nullable().describe('null when the figure is missing.') })
  .meta({ id: 'ReportValue' });

export const ReportSchema = z
  .object({
    id: z.number().int(),
    farm: z.number().int(),
    site: z.number().int(),
    inspection_date: z.string().describe('YYYY-MM-DD'),
    processing_date: z.string().describe('ISO 8601'),
    data: z.array(ReportValueSchema),
  })
  .meta({ id: 'Report' });
export type ReportOut = z.infer<typeof ReportSchema>;

export const ReportPage = pageOf(ReportSchema, 'ReportPage');

export const ReportListQuery = ListQuery.extend({ site: Id.optional(), farm: Id.optional() });
export type ReportListQuery = z.infer<typeof ReportListQuery>;
