CREATE TABLE "engine_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_month_generations" (
	"month" date PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_month_snapshot_columns" (
	"month" date NOT NULL,
	"field" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "report_month_snapshot_columns_month_field_pk" PRIMARY KEY("month","field")
);
--> statement-breakpoint
CREATE TABLE "report_month_snapshots" (
	"month" date PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL,
	"site_count" integer NOT NULL,
	"field_count" integer NOT NULL,
	"site_ids" "bytea" NOT NULL,
	"report_ids" "bytea" NOT NULL,
	"inspection_days" "bytea" NOT NULL,
	"processing" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "location_size_position" integer;--> statement-breakpoint
ALTER TABLE "report_month_snapshot_columns" ADD CONSTRAINT "report_month_snapshot_columns_month_report_month_snapshots_month_fk" FOREIGN KEY ("month") REFERENCES "public"."report_month_snapshots"("month") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every write to reports or report_months bumps the generation of the months it touches, inside the
-- writing transaction: an engine snapshot built before the write no longer matches and is ignored.
CREATE FUNCTION "bump_report_month_generations"(months date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_month_generations (month, generation)
  SELECT DISTINCT m, 1 FROM unnest(months) AS m WHERE m IS NOT NULL ORDER BY m
  ON CONFLICT (month) DO UPDATE SET generation = report_month_generations.generation + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "reports_touch_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_report_month_generations(array(SELECT date_trunc('month', inspection_date)::date FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_report_month_generations(array(SELECT date_trunc('month', inspection_date)::date FROM old_rows));
  ELSE
    PERFORM bump_report_month_generations(array(
      SELECT date_trunc('month', inspection_date)::date FROM new_rows UNION SELECT date_trunc('month', inspection_date)::date FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_months_touch_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_report_month_generations(array(SELECT month FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_report_month_generations(array(SELECT month FROM old_rows));
  ELSE
    PERFORM bump_report_month_generations(array(SELECT month FROM new_rows UNION SELECT month FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reports_months_ins" AFTER INSERT ON "reports" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reports_touch_months();
--> statement-breakpoint
CREATE TRIGGER "reports_months_upd" AFTER UPDATE ON "reports" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reports_touch_months();
--> statement-breakpoint
CREATE TRIGGER "reports_months_del" AFTER DELETE ON "reports" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reports_touch_months();
--> statement-breakpoint
CREATE TRIGGER "report_months_months_ins" AFTER INSERT ON "report_months" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_touch_months();
--> statement-breakpoint
CREATE TRIGGER "report_months_months_upd" AFTER UPDATE ON "report_months" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_touch_months();
--> statement-breakpoint
CREATE TRIGGER "report_months_months_del" AFTER DELETE ON "report_months" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_touch_months();
--> statement-breakpoint
-- Months that hold reports already start at generation 1 (no snapshot yet: the next start builds them).
INSERT INTO "report_month_generations" (month, generation) SELECT DISTINCT month, 1 FROM report_months;
--> statement-breakpoint
-- Float columns do not compress: skip pglz's attempt on every write and read.
ALTER TABLE "report_month_snapshot_columns" ALTER COLUMN "data" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "report_month_snapshots" ALTER COLUMN "site_ids" SET STORAGE EXTERNAL;
--> statement-breakpoint
CREATE FUNCTION "truncate_touches_all_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_month_generations SET generation = generation + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reports_months_truncate" AFTER TRUNCATE ON "reports" FOR EACH STATEMENT EXECUTE FUNCTION truncate_touches_all_months();
--> statement-breakpoint
CREATE TRIGGER "report_months_months_truncate" AFTER TRUNCATE ON "report_months" FOR EACH STATEMENT EXECUTE FUNCTION truncate_touches_all_months();
--> statement-breakpoint
-- Also under session_replication_role = replica (the seed's bulk load turns row checks off that way).
ALTER TABLE "reports" ENABLE ALWAYS TRIGGER "reports_months_ins";--> statement-breakpoint
ALTER TABLE "reports" ENABLE ALWAYS TRIGGER "reports_months_upd";--> statement-breakpoint
ALTER TABLE "reports" ENABLE ALWAYS TRIGGER "reports_months_del";--> statement-breakpoint
ALTER TABLE "reports" ENABLE ALWAYS TRIGGER "reports_months_truncate";--> statement-breakpoint
ALTER TABLE "report_months" ENABLE ALWAYS TRIGGER "report_months_months_ins";--> statement-breakpoint
ALTER TABLE "report_months" ENABLE ALWAYS TRIGGER "report_months_months_upd";--> statement-breakpoint
ALTER TABLE "report_months" ENABLE ALWAYS TRIGGER "report_months_months_del";--> statement-breakpoint
ALTER TABLE "report_months" ENABLE ALWAYS TRIGGER "report_months_months_truncate";
--> statement-breakpoint
-- The comparison tree's version (see engine_versions in the schema): inserts, deletes and truncates,
-- and updates of the columns the tree reads (sites' latest_report_id, set by every upload, is not one).
INSERT INTO "engine_versions" (name, version) VALUES ('organisation', 1);
--> statement-breakpoint
CREATE FUNCTION "bump_organisation_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE engine_versions SET version = version + 1 WHERE name = 'organisation';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "locations_organisation_version" AFTER INSERT OR DELETE OR UPDATE OF id, farm_id, cow_count, active_profile_id ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION bump_organisation_version();
--> statement-breakpoint
CREATE TRIGGER "farms_organisation_version" AFTER INSERT OR DELETE OR UPDATE OF id, invoicing_association_id ON "farms" FOR EACH STATEMENT EXECUTE FUNCTION bump_organisation_version();
--> statement-breakpoint
CREATE TRIGGER "sites_organisation_version" AFTER INSERT OR DELETE OR UPDATE OF id, location_id, hbv_id ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION bump_organisation_version();
--> statement-breakpoint
CREATE TRIGGER "profiles_organisation_version" AFTER INSERT OR DELETE OR UPDATE OF management_options ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION bump_organisation_version();
--> statement-breakpoint
CREATE TRIGGER "organisation_truncate_version" AFTER TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION bump_organisation_version();
--> statement-breakpoint
CREATE TRIGGER "farms_truncate_version" AFTER TRUNCATE ON "farms" FOR EACH STATEMENT EXECUTE FUNCTION bump_organisation_version();
--> statement-breakpoint
CREATE TRIGGER "sites_truncate_version" AFTER TRUNCATE ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION bump_organisation_version();
--> statement-breakpoint
CREATE TRIGGER "profiles_truncate_version" AFTER TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION bump_organisation_version();
--> statement-breakpoint
ALTER TABLE "locations" ENABLE ALWAYS TRIGGER "locations_organisation_version";--> statement-breakpoint
ALTER TABLE "farms" ENABLE ALWAYS TRIGGER "farms_organisation_version";--> statement-breakpoint
ALTER TABLE "sites" ENABLE ALWAYS TRIGGER "sites_organisation_version";--> statement-breakpoint
ALTER TABLE "profiles" ENABLE ALWAYS TRIGGER "profiles_organisation_version";--> statement-breakpoint
ALTER TABLE "locations" ENABLE ALWAYS TRIGGER "organisation_truncate_version";--> statement-breakpoint
ALTER TABLE "farms" ENABLE ALWAYS TRIGGER "farms_truncate_version";--> statement-breakpoint
ALTER TABLE "sites" ENABLE ALWAYS TRIGGER "sites_truncate_version";--> statement-breakpoint
ALTER TABLE "profiles" ENABLE ALWAYS TRIGGER "profiles_truncate_version";
