// Legal and help texts (terms of service, privacy policy, imprint), served by /texts/.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updated } from './columns.ts';

export const texts = pgTable('texts', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updated(),
});
