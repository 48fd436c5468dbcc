// Questionnaire answers of a location (Betriebsprofil).
import { boolean, index, integer, jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import { created } from './columns.ts';
import { locations } from './organisations.ts';
import { users } from './users.ts';

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    incomplete: boolean('incomplete').notNull(),
    managementOptions: jsonb('management_options').$type<Record<string, string | boolean | null>>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [index('profiles_location_idx').on(t.locationId)],
);
