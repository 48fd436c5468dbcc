import { z } from 'zod';
import { PageQuery, pageOf } from '../../http/pagination.ts';
import { SlugParam } from '../../http/query.ts';

export const TextSchema = z
  .object({ name: z.string(), title: z.string(), body: z.string(), version: z.number().int() })
  .meta({ id: 'Text' });

export const TextPage = pageOf(TextSchema, 'TextPage');
export const TextListQuery = PageQuery;
export const TextParams = z.object({ name: SlugParam });
