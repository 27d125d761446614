CREATE TYPE "public"."cohort_period" AS ENUM('nomination', 'voting', 'assessment', 'distribution', 'closed');--> statement-breakpoint
CREATE TYPE "public"."contributor_role" AS ENUM('creator', 'maintainer', 'contributor', 'editor');--> statement-breakpoint
CREATE TYPE "public"."nomination_category" AS ENUM('Solving Technical Debt', 'Improving the Core Protocol', 'Improving Existing Standards', 'Creating New Standards', 'Improving Documentation or Creating Example Code', 'Creating Community Tools', 'Supporting Infrastructure', 'Others');--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"period" "cohort_period" DEFAULT 'nomination' NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"grant_amounts" jsonb DEFAULT '{"small": 400, "medium": 4000, "large": 14000}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohorts_closed_has_end" CHECK (("cohorts"."period" = 'closed') = ("cohorts"."ends_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "contributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"github_username" text NOT NULL,
	"x_handle" text,
	"project_role" "contributor_role" NOT NULL,
	"contributor_since" date NOT NULL,
	"contributor_until" date,
	"status" text DEFAULT 'nominated' NOT NULL,
	"xrpl_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nomination_projects" (
	"nomination_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"cohort_id" integer NOT NULL,
	CONSTRAINT "nomination_projects_nomination_id_project_id_pk" PRIMARY KEY("nomination_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "nominations" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort_id" integer NOT NULL,
	"contributor_id" integer NOT NULL,
	"scout_id" integer,
	"description" varchar(2000) NOT NULL,
	"categories" "nomination_category"[] NOT NULL,
	"contribution_date" date NOT NULL,
	"screening" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"github_repo" text NOT NULL,
	"website_url" text,
	"x_handle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voters" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"registration_tx_hash" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"voter_id" integer NOT NULL,
	"nomination_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_voter_id_nomination_id_pk" PRIMARY KEY("voter_id","nomination_id"),
	CONSTRAINT "votes_value_is_up_or_down" CHECK ("votes"."value" in (-1, 1))
);
--> statement-breakpoint
ALTER TABLE "contributors" ADD CONSTRAINT "contributors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_projects" ADD CONSTRAINT "nomination_projects_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_projects" ADD CONSTRAINT "nomination_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_projects" ADD CONSTRAINT "nomination_projects_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_contributor_id_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."contributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_scout_id_users_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_name_unique" ON "cohorts" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_one_active" ON "cohorts" USING btree ((true)) WHERE "cohorts"."ends_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contributors_email_unique" ON "contributors" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "nomination_projects_once_per_cohort" ON "nomination_projects" USING btree ("cohort_id","project_id");--> statement-breakpoint
CREATE INDEX "nominations_cohort_id_idx" ON "nominations" USING btree ("cohort_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_name_unique" ON "projects" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "projects_github_repo_unique" ON "projects" USING btree (lower("github_repo"));--> statement-breakpoint
CREATE UNIQUE INDEX "projects_website_url_unique" ON "projects" USING btree ("website_url");--> statement-breakpoint
CREATE UNIQUE INDEX "voters_address_unique" ON "voters" USING btree ("address");--> statement-breakpoint
CREATE UNIQUE INDEX "voters_registration_tx_hash_unique" ON "voters" USING btree ("registration_tx_hash");--> statement-breakpoint
CREATE INDEX "votes_nomination_id_idx" ON "votes" USING btree ("nomination_id");