CREATE TABLE "alert_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"from_phase" text NOT NULL,
	"to_phase" text NOT NULL,
	"test_date" date,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"cause" text NOT NULL,
	"by_user" integer,
	"value" numeric
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "pending_test_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "recovery_margin" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "phase" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "phase_since" date;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "last_observed" date;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "started" date;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "ended" date;--> statement-breakpoint
ALTER TABLE "alert_transitions" ADD CONSTRAINT "alert_transitions_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_transitions" ADD CONSTRAINT "alert_transitions_by_user_users_id_fk" FOREIGN KEY ("by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_transitions_alert_idx" ON "alert_transitions" USING btree ("alert_id","id");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_pending_test_days_check" CHECK ("alerts"."pending_test_days" between 1 and 12);--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_recovery_margin_check" CHECK ("alerts"."recovery_margin" >= 0);--> statement-breakpoint
UPDATE "incidents" SET "started" = "observed", "ended" = "observed";