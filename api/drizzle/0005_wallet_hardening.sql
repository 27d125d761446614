CREATE TABLE "registrations_in_flight" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Payloads made before their secrets existed can never be read or used: they go.
DELETE FROM "xaman_payloads";--> statement-breakpoint
ALTER TABLE "xaman_payloads" ADD COLUMN "secret_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations_in_flight" ADD CONSTRAINT "registrations_in_flight_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;