-- Several instances over one database (issue 19). Three things every instance must learn from the
-- database rather than from its own memory:
-- 1. Which reports changed: the 'reports' version (engine_versions) is bumped by every statement that
--    writes reports or report_months, and report_changes logs that statement's sites and months under
--    the new version. An engine that has applied version v reloads exactly the logged sites and months
--    above v. Writers take the 'reports' row first (before the month generations), so report writes are
--    serialised and version order is commit order: a reader that sees version v sees every change <= v.
-- 2. Which work is still to do: jobs (detection after an upload, mails, snapshot rewrites, the catch-up
--    at start) are rows, claimed with a lease, so any instance may run one and none runs it twice.
-- 3. Which mails are out: a receipt is claimed (sent_at null) before the mail is sent.
INSERT INTO "engine_versions" (name, version) VALUES ('reports', 1) ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
CREATE TABLE "report_changes" (
	"version" bigint PRIMARY KEY NOT NULL,
	"site_ids" integer[],
	"months" date[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One row per writing statement: null arrays mean "everything" (a truncate).
CREATE FUNCTION "log_report_changes"(sites integer[], months date[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  -- An upsert: a TRUNCATE of engine_versions together with reports (the seed's reset) leaves no row to update.
  INSERT INTO engine_versions (name, version) VALUES ('reports', 1)
  ON CONFLICT (name) DO UPDATE SET version = engine_versions.version + 1 RETURNING version INTO v;
  INSERT INTO report_changes (version, site_ids, months) VALUES (v, sites, months);
  -- Delivered at commit, to every instance listening (PostgreSQL); a missed one is caught by the read path.
  -- The embedded database has one process and nobody listening: it turns this off (herdenblick.notify).
  IF coalesce(current_setting('herdenblick.notify', true), 'on') <> 'off' THEN
    PERFORM pg_notify('herdenblick_reports', v::text);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reports_touch_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM log_report_changes(array(SELECT site_id FROM new_rows), array(SELECT date_trunc('month', inspection_date)::date FROM new_rows));
    PERFORM bump_report_month_generations(array(SELECT date_trunc('month', inspection_date)::date FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM log_report_changes(array(SELECT site_id FROM old_rows), array(SELECT date_trunc('month', inspection_date)::date FROM old_rows));
    PERFORM bump_report_month_generations(array(SELECT date_trunc('month', inspection_date)::date FROM old_rows));
  ELSE
    PERFORM log_report_changes(
      array(SELECT site_id FROM new_rows UNION ALL SELECT site_id FROM old_rows),
      array(SELECT date_trunc('month', inspection_date)::date FROM new_rows UNION ALL SELECT date_trunc('month', inspection_date)::date FROM old_rows));
    PERFORM bump_report_month_generations(array(
      SELECT date_trunc('month', inspection_date)::date FROM new_rows UNION SELECT date_trunc('month', inspection_date)::date FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_months_touch_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM log_report_changes(array(SELECT site_id FROM new_rows), array(SELECT month FROM new_rows));
    PERFORM bump_report_month_generations(array(SELECT month FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM log_report_changes(array(SELECT site_id FROM old_rows), array(SELECT month FROM old_rows));
    PERFORM bump_report_month_generations(array(SELECT month FROM old_rows));
  ELSE
    PERFORM log_report_changes(
      array(SELECT site_id FROM new_rows UNION ALL SELECT site_id FROM old_rows),
      array(SELECT month FROM new_rows UNION ALL SELECT month FROM old_rows));
    PERFORM bump_report_month_generations(array(SELECT month FROM new_rows UNION SELECT month FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "truncate_touches_all_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_report_changes(null, null);
  UPDATE report_month_generations SET generation = generation + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A keyed job is queued once while it waits (a second enqueue is a no-op); once started, a new one may queue behind it.
CREATE UNIQUE INDEX "jobs_waiting_key" ON "jobs" USING btree ("key") WHERE done_at IS NULL AND attempts = 0;
--> statement-breakpoint
CREATE INDEX "jobs_open" ON "jobs" USING btree ("run_after", "id") WHERE done_at IS NULL;
--> statement-breakpoint
CREATE FUNCTION "notify_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('herdenblick.notify', true), 'on') <> 'off' THEN
    PERFORM pg_notify('herdenblick_jobs', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "jobs_notify" AFTER INSERT ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION notify_jobs();
--> statement-breakpoint
ALTER TABLE "jobs" ENABLE ALWAYS TRIGGER "jobs_notify";
--> statement-breakpoint
ALTER TABLE "incident_mail_receipts" ALTER COLUMN "sent_at" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "incident_mail_receipts" ALTER COLUMN "sent_at" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "incident_mail_receipts" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "incident_mail_receipts" ADD COLUMN "claimed_by" text;
