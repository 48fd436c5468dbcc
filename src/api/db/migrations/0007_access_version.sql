-- The 'access' version (engine_versions): bumped in the writing transaction by every write to what
-- authentication, the caller's scope and the terms gate read (the user's own row and links, and the
-- farms, locations and sites the scope is made of). Requests compare it to the version their cached
-- caller was loaded at (src/api/auth/access-cache.ts), so a role, link or terms change is seen by the
-- very next request, on any instance. Updates of other columns (a login's password rehash, a farm's
-- name, a site's latest report) leave it alone.
INSERT INTO "engine_versions" (name, version) VALUES ('access', 1) ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
-- Both counters are locked in one order (by name) before either is bumped: a transaction that first
-- bumps 'organisation' (a profile) and then 'access' (a farm) would otherwise deadlock against one
-- that changes a farm (its triggers bump 'access', then 'organisation'). Writers of these tables are
-- master-data edits, so holding both rows until commit costs nothing users would notice.
CREATE FUNCTION "lock_engine_versions"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM engine_versions WHERE name IN ('access', 'organisation') ORDER BY name FOR NO KEY UPDATE;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_access_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_engine_versions();
  UPDATE engine_versions SET version = version + 1 WHERE name = 'access';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_organisation_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_engine_versions();
  UPDATE engine_versions SET version = version + 1 WHERE name = 'organisation';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_access_version" AFTER INSERT OR DELETE OR UPDATE OF id, username, email, account_type, is_active, is_superuser ON "users" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "farm_admins_access_version" AFTER INSERT OR DELETE OR UPDATE ON "farm_admins" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "user_associations_access_version" AFTER INSERT OR DELETE OR UPDATE ON "user_associations" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "user_association_farms_access_version" AFTER INSERT OR DELETE OR UPDATE ON "user_association_farms" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "user_locations_access_version" AFTER INSERT OR DELETE OR UPDATE ON "user_locations" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "farms_access_version" AFTER INSERT OR DELETE OR UPDATE OF id, invoicing_association_id, tos_accepted ON "farms" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "locations_access_version" AFTER INSERT OR DELETE OR UPDATE OF id, farm_id ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "sites_access_version" AFTER INSERT OR DELETE OR UPDATE OF id, farm_id, hbv_id ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "users_access_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "farm_admins_access_truncate" AFTER TRUNCATE ON "farm_admins" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "user_associations_access_truncate" AFTER TRUNCATE ON "user_associations" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "user_association_farms_access_truncate" AFTER TRUNCATE ON "user_association_farms" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "user_locations_access_truncate" AFTER TRUNCATE ON "user_locations" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "farms_access_truncate" AFTER TRUNCATE ON "farms" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "locations_access_truncate" AFTER TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER "sites_access_truncate" AFTER TRUNCATE ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
-- Also under session_replication_role = replica (the seed's bulk load turns row checks off that way).
ALTER TABLE "users" ENABLE ALWAYS TRIGGER "users_access_version";--> statement-breakpoint
ALTER TABLE "farm_admins" ENABLE ALWAYS TRIGGER "farm_admins_access_version";--> statement-breakpoint
ALTER TABLE "user_associations" ENABLE ALWAYS TRIGGER "user_associations_access_version";--> statement-breakpoint
ALTER TABLE "user_association_farms" ENABLE ALWAYS TRIGGER "user_association_farms_access_version";--> statement-breakpoint
ALTER TABLE "user_locations" ENABLE ALWAYS TRIGGER "user_locations_access_version";--> statement-breakpoint
ALTER TABLE "farms" ENABLE ALWAYS TRIGGER "farms_access_version";--> statement-breakpoint
ALTER TABLE "locations" ENABLE ALWAYS TRIGGER "locations_access_version";--> statement-breakpoint
ALTER TABLE "sites" ENABLE ALWAYS TRIGGER "sites_access_version";--> statement-breakpoint
ALTER TABLE "users" ENABLE ALWAYS TRIGGER "users_access_truncate";--> statement-breakpoint
ALTER TABLE "farm_admins" ENABLE ALWAYS TRIGGER "farm_admins_access_truncate";--> statement-breakpoint
ALTER TABLE "user_associations" ENABLE ALWAYS TRIGGER "user_associations_access_truncate";--> statement-breakpoint
ALTER TABLE "user_association_farms" ENABLE ALWAYS TRIGGER "user_association_farms_access_truncate";--> statement-breakpoint
ALTER TABLE "user_locations" ENABLE ALWAYS TRIGGER "user_locations_access_truncate";--> statement-breakpoint
ALTER TABLE "farms" ENABLE ALWAYS TRIGGER "farms_access_truncate";--> statement-breakpoint
ALTER TABLE "locations" ENABLE ALWAYS TRIGGER "locations_access_truncate";--> statement-breakpoint
ALTER TABLE "sites" ENABLE ALWAYS TRIGGER "sites_access_truncate";
