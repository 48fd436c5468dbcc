CREATE TABLE "incident_mail_receipts" (
	"incident_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_mail_receipts_incident_id_user_id_pk" PRIMARY KEY("incident_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "notified_report_date" date;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "problem" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "checked_mark" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "acknowledged_by" integer;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_mail_receipts" ADD CONSTRAINT "incident_mail_receipts_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_mail_receipts" ADD CONSTRAINT "incident_mail_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_entity_field_key" ON "alerts" USING btree ("entity_type","entity_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_alert_observed_key" ON "incidents" USING btree ("alert_id","observed");