CREATE TABLE "cohort_voters" (
	"cohort_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"first_voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_voters_cohort_id_voter_id_pk" PRIMARY KEY("cohort_id","voter_id")
);
--> statement-breakpoint
DROP INDEX "votes_nomination_id_idx";--> statement-breakpoint
ALTER TABLE "cohort_voters" ADD CONSTRAINT "cohort_voters_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_voters" ADD CONSTRAINT "cohort_voters_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "votes_nomination_id_value_idx" ON "votes" USING btree ("nomination_id","value");--> statement-breakpoint
CREATE INDEX "votes_updated_at_nomination_id_idx" ON "votes" USING btree ("updated_at","nomination_id");--> statement-breakpoint
-- Data only (hand-written, the snapshot is unaffected): every voter with a vote in a cohort took
-- part in it. When each first voted was not recorded: the earliest change of their votes stands
-- for it. (Voters who removed all their votes before this migration are not known.)
INSERT INTO "cohort_voters" ("cohort_id", "voter_id", "first_voted_at")
SELECT n."cohort_id", v."voter_id", min(v."updated_at")
FROM "votes" v JOIN "nominations" n ON n."id" = v."nomination_id"
GROUP BY n."cohort_id", v."voter_id";
