CREATE TABLE "co_nominations" (
	"nomination_id" integer NOT NULL,
	"scout_id" integer NOT NULL,
	"screening" jsonb NOT NULL,
	"note" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "co_nominations_nomination_id_scout_id_pk" PRIMARY KEY("nomination_id","scout_id")
);
--> statement-breakpoint
CREATE TABLE "scout_backings" (
	"cohort_id" integer NOT NULL,
	"scout_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"nomination_id" integer NOT NULL,
	CONSTRAINT "scout_backings_cohort_id_scout_id_project_id_pk" PRIMARY KEY("cohort_id","scout_id","project_id")
);
--> statement-breakpoint
DROP INDEX "nomination_projects_once_per_cohort";--> statement-breakpoint
-- Hand-edited: the column is added empty, filled from each row's nomination, then required.
ALTER TABLE "nomination_projects" ADD COLUMN "contributor_id" integer;--> statement-breakpoint
UPDATE "nomination_projects" np SET "contributor_id" = n."contributor_id"
FROM "nominations" n WHERE n."id" = np."nomination_id";--> statement-breakpoint
ALTER TABLE "nomination_projects" ALTER COLUMN "contributor_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "co_nominations" ADD CONSTRAINT "co_nominations_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_nominations" ADD CONSTRAINT "co_nominations_scout_id_users_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_backings" ADD CONSTRAINT "scout_backings_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_backings" ADD CONSTRAINT "scout_backings_scout_id_users_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_backings" ADD CONSTRAINT "scout_backings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_backings" ADD CONSTRAINT "scout_backings_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "co_nominations_scout_id_idx" ON "co_nominations" USING btree ("scout_id");--> statement-breakpoint
CREATE INDEX "scout_backings_nomination_id_idx" ON "scout_backings" USING btree ("nomination_id");--> statement-breakpoint
ALTER TABLE "nomination_projects" ADD CONSTRAINT "nomination_projects_contributor_id_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."contributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contributors_github_username_unique" ON "contributors" USING btree (lower("github_username"));--> statement-breakpoint
CREATE UNIQUE INDEX "nomination_projects_pair_once_per_cohort" ON "nomination_projects" USING btree ("cohort_id","contributor_id","project_id");--> statement-breakpoint
CREATE INDEX "nominations_scout_id_idx" ON "nominations" USING btree ("scout_id");--> statement-breakpoint
CREATE INDEX "nominations_contributor_id_idx" ON "nominations" USING btree ("contributor_id");--> statement-breakpoint
-- Data only (hand-written, the snapshot is unaffected): each nominating scout backs the projects
-- of their nominations (no co-nominations existed before this migration).
INSERT INTO "scout_backings" ("cohort_id", "scout_id", "project_id", "nomination_id")
SELECT np."cohort_id", n."scout_id", np."project_id", n."id"
FROM "nomination_projects" np JOIN "nominations" n ON n."id" = np."nomination_id"
WHERE n."scout_id" IS NOT NULL
ON CONFLICT DO NOTHING;
