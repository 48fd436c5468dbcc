import { z } from 'zod';
import { ACCOUNT_TYPES } from '../../../domain/roles.ts';

export const AccountTypeSchema = z.enum(ACCOUNT_TYPES).meta({ id: 'AccountType' });

export const PrefixSchema = z.enum(['Herr', 'Frau']).meta({ id: 'Prefix' });

export const UserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    email_verified: z.boolean(),
    username: z.string(),
    prefix: PrefixSchema.nullable(),
    first_name: z.string(),
    last_name: z.string(),
    display_name: z.string(),
    account_type: AccountTypeSchema.nullable(),
    is_active: z.boolean(),
    is_superuser: z.boolean(),
    farms: z.array(z.number().int()),
    interim_admin_farms: z.array(z.number().int()),
    admin_association_ids: z.array(z.number().int()),
    default_evaluation: z.number().int().nullable(),
  })
  .meta({ id: 'User' });
export type UserOut = z.infer<typeof UserSchema>;

export const UserPermissionsSchema = z
  .object({
    allow_alerts: z.boolean(),
    allow_management: z.boolean(),
    allow_evaluation_creation: z.boolean(),
  })
  .meta({ id: 'UserPermissions' });

export const CurrentUserSchema = UserSchema.extend({ permissions: UserPermissionsSchema }).meta({ id: 'CurrentUser' });
