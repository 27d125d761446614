CREATE TABLE "area_rollback_attempts" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"deployed_at" timestamp with time zone NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	"rolled_back_to" text,
	"refusal" text,
	CONSTRAINT "area_rollback_attempts_remote_version_deployed_at_pk" PRIMARY KEY("remote","version","deployed_at")
);
--> statement-breakpoint
ALTER TABLE "area_failures" ADD COLUMN "first_of_browser" boolean DEFAULT true NOT NULL;