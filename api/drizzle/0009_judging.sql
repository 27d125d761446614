CREATE TYPE "public"."assessment_size" AS ENUM('decline', 'small', 'medium', 'large');--> statement-breakpoint
CREATE TYPE "public"."assessment_status" AS ENUM('assessed', 'recused');--> statement-breakpoint
CREATE TABLE "cohort_judges" (
	"cohort_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"excused_at" timestamp with time zone,
	"excused_by" integer,
	"excuse_reason" varchar(500),
	CONSTRAINT "cohort_judges_cohort_id_judge_id_pk" PRIMARY KEY("cohort_id","judge_id"),
	CONSTRAINT "cohort_judges_excuse_has_reason" CHECK (("cohort_judges"."excused_at" is null) = ("cohort_judges"."excuse_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "distribution_approvals" (
	"cohort_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_approvals_cohort_id_judge_id_pk" PRIMARY KEY("cohort_id","judge_id")
);
--> statement-breakpoint
CREATE TABLE "github_commit_counts" (
	"project_id" integer NOT NULL,
	"github_username" text NOT NULL,
	"commits" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "github_commit_counts_project_id_github_username_pk" PRIMARY KEY("project_id","github_username")
);
--> statement-breakpoint
CREATE TABLE "judge_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"judge_id" integer,
	"status" "assessment_status" NOT NULL,
	"over_18" boolean,
	"core_infrastructure" boolean,
	"recent_work" boolean,
	"unpaid" boolean,
	"size" "assessment_size",
	"rejection_reason" varchar(1000),
	"comment" varchar(2000),
	"recusal_reason" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "judge_assessments_assessed_complete" CHECK ("judge_assessments"."status" <> 'assessed' or ("judge_assessments"."size" is not null and "judge_assessments"."over_18" is not null
        and "judge_assessments"."core_infrastructure" is not null and "judge_assessments"."recent_work" is not null
        and "judge_assessments"."unpaid" is not null and "judge_assessments"."recusal_reason" is null)),
	CONSTRAINT "judge_assessments_decline_reason" CHECK (("judge_assessments"."size" is not distinct from 'decline') = ("judge_assessments"."rejection_reason" is not null)),
	CONSTRAINT "judge_assessments_recusal" CHECK ("judge_assessments"."status" <> 'recused' or ("judge_assessments"."size" is null and "judge_assessments"."recusal_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "nomination_consensus_sizes" (
	"nomination_id" integer PRIMARY KEY NOT NULL,
	"size" "assessment_size" NOT NULL,
	"reason" varchar(1000) NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "judges_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cohort_judges" ADD CONSTRAINT "cohort_judges_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_judges" ADD CONSTRAINT "cohort_judges_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_judges" ADD CONSTRAINT "cohort_judges_excused_by_users_id_fk" FOREIGN KEY ("excused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_approvals" ADD CONSTRAINT "distribution_approvals_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_approvals" ADD CONSTRAINT "distribution_approvals_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "github_commit_counts" ADD CONSTRAINT "github_commit_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_assessments" ADD CONSTRAINT "judge_assessments_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_assessments" ADD CONSTRAINT "judge_assessments_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_consensus_sizes" ADD CONSTRAINT "nomination_consensus_sizes_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_consensus_sizes" ADD CONSTRAINT "nomination_consensus_sizes_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cohort_judges_judge_id_idx" ON "cohort_judges" USING btree ("judge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "judge_assessments_once_per_judge" ON "judge_assessments" USING btree ("nomination_id","judge_id");--> statement-breakpoint
CREATE INDEX "judge_assessments_judge_id_idx" ON "judge_assessments" USING btree ("judge_id");--> statement-breakpoint
-- Data only (hand-written, the snapshot is unaffected): a cohort already in its assessment period
-- gets its panel, every judge user, as the move to assessment snapshots it from now on. Cohorts
-- in distribution or closed got there before judging existed and have no panel.
INSERT INTO "cohort_judges" ("cohort_id", "judge_id")
SELECT c."id", u."id" FROM "cohorts" c CROSS JOIN "users" u
WHERE c."period" = 'assessment' AND u."role" = 'judge'
ON CONFLICT DO NOTHING;
