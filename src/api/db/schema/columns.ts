// Column helpers every aggregate uses the same way.
import { timestamp } from 'drizzle-orm/pg-core';

export const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
