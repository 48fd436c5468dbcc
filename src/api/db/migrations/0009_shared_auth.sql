-- Shared state of authentication, so that several instances over one database behave as one (issue
-- #19): the keys that sign tokens (a token issued by one instance verifies on every other) and the
-- throttle counters of the anonymous routes (10 failures lock an account, not 10 per instance).
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"secret" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"events" double precision[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_throttles_expires_idx" ON "auth_throttles" USING btree ("expires_at");
