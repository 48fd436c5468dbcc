// Read shapes of a user's association and location links and of their terms-of-service state.
import { z } from 'zod';
import { TERMS_STATUSES } from '../../../domain/terms.ts';
import { ListQuery, pageOf } from '../../http/pagination.ts';
import { BoolQuery, TextQuery, Id } from '../../http/query.ts';
import { SortDirectionSchema, UserSortSchema } from '../../http/sort.ts';
import { AccountTypeSchema, UserSchema } from './schemas.ts';

export const UserPage = pageOf(UserSchema, 'UserPage');

export const UserListQuery = ListQuery.extend({
  search: TextQuery().optional().describe('Case-insensitive part of username, e-mail, first or last name, or of the role label.'),
  account_type: AccountTypeSchema.optional(),
  is_active: BoolQuery.optional(),
  farm: Id.optional().describe('Only users linked to this farm (farm admin of it or linked to one of its locations).'),
  sort: UserSortSchema.optional().describe('Sort column; without it: the caller first, then role order, username, name, e-mail. is_active sorts active users first when ascending.'),
  direction: SortDirectionSchema.optional().describe('Direction of `sort` (default asc).'),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

export const UserAssociationSchema = z
  .object({
    association: z.number().int(),
    allowed_farms: z.array(z.number().int()),
    interim_admin_farms: z.array(z.number().int()),
    is_admin: z.boolean(),
  })
  .meta({ id: 'UserAssociation' });
export type UserAssociationOut = z.infer<typeof UserAssociationSchema>;
export const UserAssociationListSchema = z.array(UserAssociationSchema).meta({ id: 'UserAssociationList' });

export const UserLocationSchema = z
  .object({
    location: z.number().int(),
    allow_management: z.boolean(),
    allow_alerts: z.boolean(),
    allow_evaluation_creation: z.boolean(),
  })
  .meta({ id: 'UserLocation' });
export type UserLocationOut = z.infer<typeof UserLocationSchema>;
export const UserLocationListSchema = z.array(UserLocationSchema).meta({ id: 'UserLocationList' });

export const UserParams = z.object({ userId: Id });
export const UserAssociationParams = z.object({ userId: Id, association: Id });
export const UserLocationParams = z.object({ userId: Id, location: Id });

export const TermsStatusSchema = z.enum(TERMS_STATUSES).meta({ id: 'TermsStatus' });

export const FarmTermsSchema = z
  .object({
    farm: z.number().int(),
    display_name: z.string(),
    invoicing_association: z.number().int().nullable(),
    tos_accepted: z.string().nullable().describe('ISO 8601, null when not accepted yet.'),
    is_farm_admin: z.boolean().describe('The user administers this farm (and so may accept the terms for it).'),
    status: z.enum(['accepted', 'not_accepted', 'no_invoicing_association']).meta({ id: 'FarmTermsStatus' }),
  })
  .meta({ id: 'FarmTerms' });

export const TermsOfServiceSchema = z
  .object({
    user: z.number().int(),
    status: TermsStatusSchema.describe('The terms status of product rules ‹Terms status› over all of the user\'s farms.'),
    farms: z.array(FarmTermsSchema).describe('The user\'s farms (those the caller sees).'),
  })
  .meta({ id: 'TermsOfService' });
