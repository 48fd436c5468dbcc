// Request shapes of the user writes (product rules ‹User calls›). Bodies are strict: a field the API does not
// take (is_superuser above all) is refused with a message instead of being dropped silently.
import { z } from 'zod';
import { EMAIL_INVALID, isEmailAddress } from '../../../domain/email.ts';
import { PASSWORD_REQUIRED } from '../../../domain/password-policy.ts';
import { USER_TOO_LONG } from '../../../domain/user-form.ts';
import { TEXT_LIMITS } from '../../../domain/text-limits.ts';
import { USER_MESSAGES } from '../../../domain/user-rules.ts';
import { Id } from '../../http/query.ts';
import { MAIL_LINK_TEXTS } from '../../services/mail-link-texts.ts';
import { AccountTypeSchema, PrefixSchema } from './schemas.ts';

// Bounds and patterns are checked by refine, not min/max/regex: those would turn into custom GraphQL
// scalars whose (English) errors the gateway raises before the German messages here are reached.
const Email = z
  .string({ error: EMAIL_INVALID })
  .trim()
  .refine(isEmailAddress, EMAIL_INVALID)
  .refine((v) => v.length <= TEXT_LIMITS.email, USER_TOO_LONG.email);
const Username = z
  .string({ error: USER_MESSAGES.usernameRequired })
  .trim()
  .refine((v) => v.length > 0, USER_MESSAGES.usernameRequired)
  .refine((v) => v.length <= TEXT_LIMITS.username, USER_TOO_LONG.username)
  .refine((v) => v.length === 0 || /^[\w.@+-]+$/.test(v), 'Der Benutzername darf nur Buchstaben, Ziffern und @ . + - _ enthalten.');
const Password = z.string({ error: PASSWORD_REQUIRED }).refine((v) => v.length <= TEXT_LIMITS.password, USER_TOO_LONG.password);
const Name = (message: string) => z.string().trim().refine((v) => v.length <= TEXT_LIMITS.personName, message);
/** The form sends null for an empty prefix; an empty string means the same. */
const Prefix = z.preprocess((v) => (v === '' ? null : v), PrefixSchema.nullable());
const IdList = z.array(Id).max(10_000);

export const UserAssociationInput = z
  .strictObject({
    association: Id,
    allowed_farms: IdList.default([]),
    interim_admin_farms: IdList.default([]).describe('Farms with admin rights ("Adminrechte für weitere LDWUs"); a subset of allowed_farms.'),
    is_admin: z.boolean().default(false),
  })
  .meta({ id: 'UserAssociationCreate' });
export type UserAssociationInput = z.output<typeof UserAssociationInput>;

export const UserAssociationPatch = z
  .strictObject({
    allowed_farms: IdList.optional(),
    interim_admin_farms: IdList.optional(),
    is_admin: z.boolean().optional(),
  })
  .meta({ id: 'UserAssociationUpdate' });
export type UserAssociationPatch = z.output<typeof UserAssociationPatch>;

export const UserLocationInput = z
  .strictObject({
    location: Id,
    allow_management: z.boolean().default(false).describe("'Bearbeiten des Fragebogens'"),
    allow_alerts: z.boolean().default(false).describe("'Konfiguration des Controllingsystems'"),
    allow_evaluation_creation: z.boolean().default(false).describe("'Anlage von Reporten'"),
  })
  .meta({ id: 'UserLocationCreate' });
export type UserLocationInput = z.output<typeof UserLocationInput>;

export const UserLocationPatch = z
  .strictObject({
    allow_management: z.boolean().optional(),
    allow_alerts: z.boolean().optional(),
    allow_evaluation_creation: z.boolean().optional(),
  })
  .meta({ id: 'UserLocationUpdate' });
export type UserLocationPatch = z.output<typeof UserLocationPatch>;

export const UserCreate = z
  .strictObject({
    email: Email,
    password: Password,
    username: Username.optional().describe(
      "Omitted: generated as va/vm/la/bm + '_{farm number}_' + the next running number from the first farm of the assignment (association users without a farm: the association's number).",
    ),
    prefix: Prefix.optional(),
    first_name: Name(USER_TOO_LONG.first_name).default(''),
    last_name: Name(USER_TOO_LONG.last_name).default(''),
    account_type: AccountTypeSchema,
    is_active: z.boolean().default(true),
    farm_admin_of: IdList.default([]).describe('Farms the new farm admin administers.'),
    associations: z.array(UserAssociationInput).max(100).default([]).describe('Association links of a new association user.'),
    locations: z.array(UserLocationInput).max(10_000).default([]).describe('Location links (with the staff permissions) of new farm staff.'),
  })
  .meta({ id: 'UserCreate' });
export type UserCreate = z.output<typeof UserCreate>;

export const UserUpdate = z
  .strictObject({
    email: Email.optional(),
    password: Password.optional(),
    username: Username.optional(),
    prefix: Prefix.optional(),
    first_name: Name(USER_TOO_LONG.first_name).optional(),
    last_name: Name(USER_TOO_LONG.last_name).optional(),
    is_active: z.boolean().optional(),
    account_type: AccountTypeSchema.optional().describe(
      "A new role keeps only the links that fit it (the others are dropped in the same write); the new role's links come along in farm_admin_of, associations or locations.",
    ),
    default_evaluation: Id.nullable().optional().describe('The start-page evaluation; one the user can see, or null.'),
    digest_opt_in: z.boolean().optional().describe('The monthly digest of controlling incidents; only the user themself may change it.'),
    farm_admin_of: IdList.optional().describe('Only with a changed account_type: farms the user now administers as farm admin.'),
    associations: z.array(UserAssociationInput).max(100).optional().describe('Only with a changed account_type: association links of the new association user.'),
    locations: z.array(UserLocationInput).max(10_000).optional().describe('Only with a changed account_type: location links of the new farm staff.'),
  })
  .meta({ id: 'UserUpdate' });
export type UserUpdate = z.output<typeof UserUpdate>;

export const VerifyEmailRequest = z.strictObject({ email: z.string().trim().refine(isEmailAddress, EMAIL_INVALID) }).meta({ id: 'VerifyEmailRequest' });

export const ConfirmEmailRequest = z
  .strictObject({ token: z.string().refine((v) => v.length > 0 && v.length <= 200, MAIL_LINK_TEXTS.malformed) })
  .meta({ id: 'ConfirmEmailRequest' });

export const FarmAdminRequest = z.strictObject({ farm: Id }).meta({ id: 'FarmAdminRequest' });
export const FarmAdminQuery = z.object({ farm: Id });

export const FarmAdminLinkSchema = z
  .object({ user: z.number().int(), farm: z.number().int(), farm_admin_of: z.array(z.number().int()) })
  .meta({ id: 'FarmAdminLink' });
