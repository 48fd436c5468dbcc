CREATE TABLE "silences" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_by" integer,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "muted_by" integer;--> statement-breakpoint
ALTER TABLE "silences" ADD CONSTRAINT "silences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silences" ADD CONSTRAINT "silences_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "silences_target_idx" ON "silences" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "silences_ends_idx" ON "silences" USING btree ("ends_at");--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_muted_by_silences_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."silences"("id") ON DELETE set null ON UPDATE no action;