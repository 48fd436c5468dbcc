// The whole data model of both spec documents, one schema for PGlite and PostgreSQL, one file per
// aggregate under schema/. Keep SQL portable: the Debian server here is PostgreSQL 15, PGlite embeds 18.
export * from './schema/organisations.ts';
export * from './schema/users.ts';
export * from './schema/catalogue.ts';
export * from './schema/profiles.ts';
export * from './schema/reports.ts';
export * from './schema/evaluations.ts';
export * from './schema/controlling.ts';
export * from './schema/auth.ts';
export * from './schema/texts.ts';
export * from './schema/audit.ts';
export * from './schema/engine-snapshots.ts';
export * from './schema/jobs.ts';
