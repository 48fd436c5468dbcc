-- The six dashboard figures carry the names of product rules ‹Business constants and limits›, and the questionnaire's 'ueberwacht_andere'
-- the spelling of product rules ‹Report query filters› ('überwacht_andere'). Stored references follow the new names; the
-- foreign keys on report_fields are dropped for the rename and restored unchanged.
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_field_report_fields_pythonic_name_fk";--> statement-breakpoint
ALTER TABLE "comparison_groups" DROP CONSTRAINT "comparison_groups_top_in_field_report_fields_pythonic_name_fk";--> statement-breakpoint
ALTER TABLE "figure_filter_fields" DROP CONSTRAINT "figure_filter_fields_pythonic_name_report_fields_pythonic_name_fk";--> statement-breakpoint
CREATE TEMPORARY TABLE "field_renames" ("old" text PRIMARY KEY, "new" text NOT NULL);--> statement-breakpoint
INSERT INTO "field_renames" VALUES
  ('kuehe_gemolken', 'anz_geprueft'),
  ('milch_kg_pt', 'leistung_milch_kg_div_melk_avg'),
  ('fett_prozent_pt', 'fprz_pm'),
  ('eiweiss_prozent_pt', 'eprz_pm'),
  ('zellzahl_tsd', 'leistung_zellgehalt_avg_tsd'),
  ('harnstoff_mg_l', 'harnstoff_harnstoff_avg_ges');--> statement-breakpoint
UPDATE "report_fields" t SET "pythonic_name" = r."new" FROM "field_renames" r WHERE t."pythonic_name" = r."old";--> statement-breakpoint
UPDATE "alerts" t SET "field" = r."new" FROM "field_renames" r WHERE t."field" = r."old";--> statement-breakpoint
UPDATE "incidents" t SET "field" = r."new" FROM "field_renames" r WHERE t."field" = r."old";--> statement-breakpoint
UPDATE "comparison_groups" t SET "top_in_field" = r."new" FROM "field_renames" r WHERE t."top_in_field" = r."old";--> statement-breakpoint
UPDATE "figure_filter_fields" t SET "pythonic_name" = r."new" FROM "field_renames" r WHERE t."pythonic_name" = r."old";--> statement-breakpoint
DROP TABLE "field_renames";--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_field_report_fields_pythonic_name_fk" FOREIGN KEY ("field") REFERENCES "public"."report_fields"("pythonic_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_groups" ADD CONSTRAINT "comparison_groups_top_in_field_report_fields_pythonic_name_fk" FOREIGN KEY ("top_in_field") REFERENCES "public"."report_fields"("pythonic_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figure_filter_fields" ADD CONSTRAINT "figure_filter_fields_pythonic_name_report_fields_pythonic_name_fk" FOREIGN KEY ("pythonic_name") REFERENCES "public"."report_fields"("pythonic_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "survey_questions" SET "name" = 'überwacht_andere' WHERE "name" = 'ueberwacht_andere';--> statement-breakpoint
UPDATE "profiles" SET "management_options" = ("management_options" - 'ueberwacht_andere') || jsonb_build_object('überwacht_andere', "management_options"->'ueberwacht_andere')
  WHERE "management_options" ? 'ueberwacht_andere';--> statement-breakpoint
UPDATE "comparison_groups" SET "management_options" = ("management_options" - 'ueberwacht_andere') || jsonb_build_object('überwacht_andere', "management_options"->'ueberwacht_andere')
  WHERE "management_options" ? 'ueberwacht_andere';
