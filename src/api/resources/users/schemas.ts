import { z } from 'zod';
import { ACCOUNT_TYPES } from '../../../domain/roles.ts';
import { PREFIX_OPTIONS } from '../../../domain/constants.ts';

export const AccountTypeSchema = z.enum(ACCOUNT_TYPES).meta({ id: 'AccountType' });

export const PrefixSchema = z.enum(PREFIX_OPTIONS).meta({ id: 'Prefix' });

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
    self_edit_locked: z.boolean().describe('The restriction flag of canEditUser: the user may not edit themself (an administrator still may).'),
    farms: z.array(z.number().int()),
    interim_admin_farms: z.array(z.number().int()),
    admin_association_ids: z.array(z.number().int()),
    default_evaluation: z.number().int().nullable(),
    digest_opt_in: z.boolean().describe('The user receives the monthly digest of controlling incidents (set only by the user themself, on /profile).'),
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

/** One farm-staff link of the caller: the browser decides per entity whether the controlling may be configured. */
export const CurrentUserLocationLinkSchema = z
  .object({ location: z.number().int(), allow_alerts: z.boolean() })
  .meta({ id: 'CurrentUserLocationLink' });

export const CurrentUserSchema = UserSchema.extend({
  permissions: UserPermissionsSchema,
  location_links: z.array(CurrentUserLocationLinkSchema).describe("The caller's location links (farm staff; empty for the others)."),
  min_group_size: z
    .number()
    .int()
    .positive()
    .describe(
      "The server's minimum group size (MIN_GROUP_SIZE): a profile-restricted comparison group must match at least this many operations, and group values with a smaller n are withheld. The group modal checks its count against it.",
    ),
}).meta({ id: 'CurrentUser' });
