// The organisation tree of spec 1: associations (LKV, HBV), farms (LDWU), their locations (Betriebe)
// and sites (Betriebsstätten).
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ASSOCIATION_KINDS } from '../../../domain/roles.ts';
import { created } from './columns.ts';
import { profiles } from './profiles.ts';
import { reports } from './reports.ts';
import { users } from './users.ts';

export const associations = pgTable('associations', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ASSOCIATION_KINDS }).notNull(),
  number: text('number').notNull(),
  name: text('name').notNull(),
  createdAt: created(),
});

export const farms = pgTable(
  'farms',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    invoicingAssociationId: integer('invoicing_association_id').references(() => associations.id, {
      onDelete: 'set null',
    }),
    isActive: boolean('is_active').notNull().default(true),
    tosAccepted: timestamp('tos_accepted', { withTimezone: true }),
    tosAcceptedBy: integer('tos_accepted_by').references(() => users.id, { onDelete: 'set null' }),
    cowCount: integer('cow_count').notNull().default(0),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('farms_number_key').on(t.number),
    index('farms_invoicing_association_idx').on(t.invoicingAssociationId),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    farmId: integer('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortAddress: text('short_address').notNull().default(''),
    cowCount: integer('cow_count').notNull().default(0),
    activeProfileId: integer('active_profile_id').references((): AnyPgColumn => profiles.id, {
      onDelete: 'set null',
    }),
    createdAt: created(),
  },
  (t) => [index('locations_farm_idx').on(t.farmId)],
);

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    name: text('name').notNull().default(''),
    farmId: integer('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    hbvId: integer('hbv_id').references(() => associations.id, { onDelete: 'set null' }),
    latestReportId: integer('latest_report_id').references((): AnyPgColumn => reports.id, {
      onDelete: 'set null',
    }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('sites_number_key').on(t.number),
    index('sites_farm_idx').on(t.farmId),
    index('sites_location_idx').on(t.locationId),
    index('sites_hbv_idx').on(t.hbvId),
  ],
);
