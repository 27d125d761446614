CREATE TYPE "public"."area_failure_kind" AS ENUM('load', 'render', 'chunk');--> statement-breakpoint
CREATE TABLE "area_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"route" text NOT NULL,
	"kind" "area_failure_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "area_failures_reported_at_idx" ON "area_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "area_failures_remote_version_idx" ON "area_failures" USING btree ("remote","version","created_at");