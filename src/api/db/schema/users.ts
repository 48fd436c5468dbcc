// Accounts and what links them to farms, associations and locations (the role rules of product rules ‹Entities and fields›).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PREFIX_OPTIONS } from '../../../domain/constants.ts';
import { ACCOUNT_TYPES } from '../../../domain/roles.ts';
import { created, updated } from './columns.ts';
import { evaluations } from './evaluations.ts';
import { associations, farms, locations } from './organisations.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull().default(''),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    prefix: text('prefix', { enum: PREFIX_OPTIONS }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    // Null is allowed: such users are hidden from lists except to themselves (product rules ‹Entities and fields›).
    accountType: text('account_type', { enum: ACCOUNT_TYPES }),
    isActive: boolean('is_active').notNull().default(true),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    // Restriction flag of canEditUser: the user may not edit themself.
    selfEditLocked: boolean('self_edit_locked').notNull().default(false),
    // The monthly digest of controlling incidents (src/api/services/controlling/digest.ts), set on /profile.
    digestOptIn: boolean('digest_opt_in').notNull().default(false),
    defaultEvaluationId: integer('default_evaluation_id').references((): AnyPgColumn => evaluations.id, {
      onDelete: 'set null',
    }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const farmAdmins = pgTable(
  'farm_admins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmId: integer('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.farmId] }), index('farm_admins_farm_idx').on(t.farmId)],
);

export const userAssociations = pgTable(
  'user_associations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    associationId: integer('association_id')
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.associationId] })],
);

// Allowed farms of an association link; interim admin farms are a subset (flag), as the spec demands.
export const userAssociationFarms = pgTable(
  'user_association_farms',
  {
    userId: integer('user_id').notNull(),
    associationId: integer('association_id').notNull(),
    farmId: integer('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    interimAdmin: boolean('interim_admin').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.associationId, t.farmId] }),
    foreignKey({
      columns: [t.userId, t.associationId],
      foreignColumns: [userAssociations.userId, userAssociations.associationId],
    }).onDelete('cascade'),
    index('user_association_farms_farm_idx').on(t.farmId),
  ],
);

export const userLocations = pgTable(
  'user_locations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    allowManagement: boolean('allow_management').notNull().default(false),
    allowAlerts: boolean('allow_alerts').notNull().default(false),
    allowEvaluationCreation: boolean('allow_evaluation_creation').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.locationId] }),
    index('user_locations_location_idx').on(t.locationId),
  ],
);
