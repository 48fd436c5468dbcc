CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"field" text NOT NULL,
	"comparison_group_id" integer,
	"operator" text NOT NULL,
	"lower_bound" double precision,
	"upper_bound" double precision,
	"is_relative" boolean DEFAULT false NOT NULL,
	"last_checked" timestamp with time zone,
	"send_mail" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "associations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comparison_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" integer,
	"aggregation_how" text DEFAULT 'add' NOT NULL,
	"aggregation_threshold" double precision,
	"delay" integer,
	"entity_type" text,
	"entity_id" integer,
	"location_size" integer,
	"management_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"top_in_field" text,
	"top_in_value" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_comparison_groups" (
	"evaluation_id" integer NOT NULL,
	"comparison_group_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "evaluation_comparison_groups_evaluation_id_comparison_group_id_pk" PRIMARY KEY("evaluation_id","comparison_group_id")
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" integer,
	"entity_type" text,
	"entity_id" integer,
	"filter_id" integer,
	"visibility" text DEFAULT 'self' NOT NULL,
	"send_mail" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_admins" (
	"user_id" integer NOT NULL,
	"farm_id" integer NOT NULL,
	CONSTRAINT "farm_admins_user_id_farm_id_pk" PRIMARY KEY("user_id","farm_id")
);
--> statement-breakpoint
CREATE TABLE "farms" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"invoicing_association_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"tos_accepted" timestamp with time zone,
	"tos_accepted_by" integer,
	"cow_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "figure_filter_fields" (
	"filter_id" integer NOT NULL,
	"pythonic_name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "figure_filter_fields_filter_id_pythonic_name_pk" PRIMARY KEY("filter_id","pythonic_name")
);
--> statement-breakpoint
CREATE TABLE "figure_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer,
	"report_id" integer,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"field" text NOT NULL,
	"comparison_group_id" integer,
	"comparison_group_value" double precision,
	"value" double precision,
	"operator" text NOT NULL,
	"lower_bound" double precision,
	"upper_bound" double precision,
	"is_relative" boolean DEFAULT false NOT NULL,
	"observed" date NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"farm_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_address" text DEFAULT '' NOT NULL,
	"cow_count" integer DEFAULT 0 NOT NULL,
	"active_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"incomplete" boolean NOT NULL,
	"management_options" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_fields" (
	"pythonic_name" text PRIMARY KEY NOT NULL,
	"column_index" integer NOT NULL,
	"name" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"subcategory" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"evaluation" boolean,
	"precision" integer DEFAULT 2 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"intensive" boolean DEFAULT false NOT NULL,
	"target_value" double precision,
	"warning_value" double precision
);
--> statement-breakpoint
CREATE TABLE "report_months" (
	"site_id" integer NOT NULL,
	"month" date NOT NULL,
	"report_id" integer NOT NULL,
	CONSTRAINT "report_months_site_id_month_pk" PRIMARY KEY("site_id","month")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"inspection_date" date NOT NULL,
	"processing_date" timestamp with time zone NOT NULL,
	"values" double precision[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"farm_id" integer NOT NULL,
	"location_id" integer,
	"hbv_id" integer,
	"latest_report_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"name" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "texts" (
	"name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_association_farms" (
	"user_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	"farm_id" integer NOT NULL,
	"interim_admin" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_association_farms_user_id_association_id_farm_id_pk" PRIMARY KEY("user_id","association_id","farm_id")
);
--> statement-breakpoint
CREATE TABLE "user_associations" (
	"user_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_associations_user_id_association_id_pk" PRIMARY KEY("user_id","association_id")
);
--> statement-breakpoint
CREATE TABLE "user_locations" (
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"allow_management" boolean DEFAULT false NOT NULL,
	"allow_alerts" boolean DEFAULT false NOT NULL,
	"allow_evaluation_creation" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_locations_user_id_location_id_pk" PRIMARY KEY("user_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text NOT NULL,
	"prefix" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"account_type" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"self_edit_locked" boolean DEFAULT false NOT NULL,
	"default_evaluation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_field_report_fields_pythonic_name_fk" FOREIGN KEY ("field") REFERENCES "public"."report_fields"("pythonic_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_comparison_group_id_comparison_groups_id_fk" FOREIGN KEY ("comparison_group_id") REFERENCES "public"."comparison_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_groups" ADD CONSTRAINT "comparison_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_groups" ADD CONSTRAINT "comparison_groups_top_in_field_report_fields_pythonic_name_fk" FOREIGN KEY ("top_in_field") REFERENCES "public"."report_fields"("pythonic_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_comparison_groups" ADD CONSTRAINT "evaluation_comparison_groups_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_comparison_groups" ADD CONSTRAINT "evaluation_comparison_groups_comparison_group_id_comparison_groups_id_fk" FOREIGN KEY ("comparison_group_id") REFERENCES "public"."comparison_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_filter_id_figure_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."figure_filters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_admins" ADD CONSTRAINT "farm_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_admins" ADD CONSTRAINT "farm_admins_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_invoicing_association_id_associations_id_fk" FOREIGN KEY ("invoicing_association_id") REFERENCES "public"."associations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_tos_accepted_by_users_id_fk" FOREIGN KEY ("tos_accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figure_filter_fields" ADD CONSTRAINT "figure_filter_fields_filter_id_figure_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."figure_filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figure_filter_fields" ADD CONSTRAINT "figure_filter_fields_pythonic_name_report_fields_pythonic_name_fk" FOREIGN KEY ("pythonic_name") REFERENCES "public"."report_fields"("pythonic_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figure_filters" ADD CONSTRAINT "figure_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_comparison_group_id_comparison_groups_id_fk" FOREIGN KEY ("comparison_group_id") REFERENCES "public"."comparison_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_active_profile_id_profiles_id_fk" FOREIGN KEY ("active_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_months" ADD CONSTRAINT "report_months_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_months" ADD CONSTRAINT "report_months_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_hbv_id_associations_id_fk" FOREIGN KEY ("hbv_id") REFERENCES "public"."associations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_latest_report_id_reports_id_fk" FOREIGN KEY ("latest_report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_association_farms" ADD CONSTRAINT "user_association_farms_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_association_farms" ADD CONSTRAINT "user_association_farms_user_id_association_id_user_associations_user_id_association_id_fk" FOREIGN KEY ("user_id","association_id") REFERENCES "public"."user_associations"("user_id","association_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_associations" ADD CONSTRAINT "user_associations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_associations" ADD CONSTRAINT "user_associations_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_evaluation_id_evaluations_id_fk" FOREIGN KEY ("default_evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_entity_idx" ON "alerts" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "farm_admins_farm_idx" ON "farm_admins" USING btree ("farm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "farms_number_key" ON "farms" USING btree ("number");--> statement-breakpoint
CREATE INDEX "farms_invoicing_association_idx" ON "farms" USING btree ("invoicing_association_id");--> statement-breakpoint
CREATE INDEX "incidents_entity_idx" ON "incidents" USING btree ("entity_type","entity_id","observed" DESC);--> statement-breakpoint
CREATE INDEX "incidents_alert_idx" ON "incidents" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "locations_farm_idx" ON "locations" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "profiles_location_idx" ON "profiles" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");--> statement-breakpoint
CREATE UNIQUE INDEX "report_fields_column_key" ON "report_fields" USING btree ("column_index");--> statement-breakpoint
CREATE INDEX "report_months_month_idx" ON "report_months" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_site_date_key" ON "reports" USING btree ("site_id","inspection_date" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "sites_number_key" ON "sites" USING btree ("number");--> statement-breakpoint
CREATE INDEX "sites_farm_idx" ON "sites" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "sites_location_idx" ON "sites" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "sites_hbv_idx" ON "sites" USING btree ("hbv_id");--> statement-breakpoint
CREATE INDEX "user_association_farms_farm_idx" ON "user_association_farms" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "user_locations_location_idx" ON "user_locations" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));