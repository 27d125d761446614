CREATE TYPE "public"."github_status" AS ENUM('found', 'missing');--> statement-breakpoint
CREATE TYPE "public"."grant_size" AS ENUM('small', 'medium', 'large');--> statement-breakpoint
CREATE TABLE "cohort_periods" (
	"cohort_id" integer NOT NULL,
	"period" "cohort_period" NOT NULL,
	"began_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	CONSTRAINT "cohort_periods_cohort_id_period_pk" PRIMARY KEY("cohort_id","period")
);
--> statement-breakpoint
CREATE TABLE "github_rate_limits" (
	"resource" text PRIMARY KEY NOT NULL,
	"limit" integer NOT NULL,
	"remaining" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	"paused_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "cohorts_name_unique";--> statement-breakpoint
ALTER TABLE "cohorts" ALTER COLUMN "grant_amounts" SET DEFAULT '{"small":50,"medium":750,"large":3000}'::jsonb;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "kyc_sizes" "grant_size"[] DEFAULT '{large}' NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "voting_period_days" smallint DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "figures" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "github_stars" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "github_forks" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "github_open_issues" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "github_pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "github_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "github_status" "github_status";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "github_refresh_leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cohort_periods" ADD CONSTRAINT "cohort_periods_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_periods" ADD CONSTRAINT "cohort_periods_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nomination_projects_project_id_idx" ON "nomination_projects" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_github_read_at_idx" ON "projects" USING btree ("github_read_at" NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_name_unique" ON "cohorts" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_voting_period_days_range" CHECK ("cohorts"."voting_period_days" between 1 and 60);--> statement-breakpoint
-- Data only (hand-written, the snapshot is unaffected): the periods existing cohorts reached.
-- Their earlier moves were not dated, so each period but the first counts from the cohort's end
-- (closed) or start.
INSERT INTO "cohort_periods" ("cohort_id", "period", "began_at")
SELECT "id", 'nomination', "starts_at" FROM "cohorts"
UNION ALL
SELECT "id", "period", coalesce("ends_at", "starts_at") FROM "cohorts" WHERE "period" <> 'nomination';--> statement-breakpoint
-- The figures of cohorts closed before this migration, kept as they are now (the close freezes
-- them from here on). Tables for assessments and grants do not exist yet: their counts are 0.
UPDATE "cohorts" SET "figures" = jsonb_build_object(
  'nominations', (SELECT count(*) FROM "nominations" n WHERE n."cohort_id" = "cohorts"."id"),
  'voters', (SELECT count(DISTINCT v."voter_id") FROM "votes" v
             JOIN "nominations" n ON n."id" = v."nomination_id" WHERE n."cohort_id" = "cohorts"."id"),
  'votes', (SELECT count(*) FROM "votes" v
            JOIN "nominations" n ON n."id" = v."nomination_id" WHERE n."cohort_id" = "cohorts"."id"),
  'assessments', 0,
  'approvedGrants', 0,
  'paidGrants', 0
) WHERE "period" = 'closed';
