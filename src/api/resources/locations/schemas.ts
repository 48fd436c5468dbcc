import { z } from 'zod';
import { PageQuery, pageOf } from '../../http/pagination.ts';
import { Id } from '../../http/query.ts';

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

export const LocationListQuery = PageQuery.extend({ farm: Id.optional() });
export type LocationListQuery = z.infer<typeof LocationListQuery>;
