CREATE TYPE "public"."voter_signal" AS ENUM('young_account', 'funding_cluster', 'burst', 'votes_alike');--> statement-breakpoint
CREATE TABLE "cohort_integrity" (
	"cohort_id" integer PRIMARY KEY NOT NULL,
	"young_account_days" integer DEFAULT 30 NOT NULL,
	"cluster_min_voters" integer DEFAULT 5 NOT NULL,
	"burst_voters" integer DEFAULT 5 NOT NULL,
	"burst_minutes" integer DEFAULT 60 NOT NULL,
	"exchange_min_accounts" integer DEFAULT 100 NOT NULL,
	"min_account_age_days" integer,
	"analysed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "excluded_voters" (
	"cohort_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"exclusion_id" integer NOT NULL,
	CONSTRAINT "excluded_voters_cohort_id_voter_id_pk" PRIMARY KEY("cohort_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "funding_clusters" (
	"cohort_id" integer NOT NULL,
	"funder" text NOT NULL,
	"hops" smallint NOT NULL,
	"members" integer NOT NULL,
	"first_registered_at" timestamp with time zone NOT NULL,
	"last_registered_at" timestamp with time zone NOT NULL,
	"burst" boolean NOT NULL,
	"votes_alike" boolean NOT NULL,
	CONSTRAINT "funding_clusters_cohort_id_funder_pk" PRIMARY KEY("cohort_id","funder")
);
--> statement-breakpoint
CREATE TABLE "ledger_funders" (
	"address" text PRIMARY KEY NOT NULL,
	"status" "voter_ledger_status" DEFAULT 'unread' NOT NULL,
	"activated_by" text,
	"activated_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"unrelated_accounts" integer,
	"unrelated_accounts_complete" boolean,
	"counted_at" timestamp with time zone,
	"leased_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vote_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort_id" integer NOT NULL,
	"funder" text,
	"voter_address" text,
	"reason" varchar(1000) NOT NULL,
	"excluded_by_id" integer,
	"excluded_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voter_signals" (
	"cohort_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"signals" "voter_signal"[] NOT NULL,
	"cluster_funder" text,
	CONSTRAINT "voter_signals_cohort_id_voter_id_pk" PRIMARY KEY("cohort_id","voter_id")
);
--> statement-breakpoint
ALTER TABLE "cohort_integrity" ADD CONSTRAINT "cohort_integrity_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excluded_voters" ADD CONSTRAINT "excluded_voters_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excluded_voters" ADD CONSTRAINT "excluded_voters_exclusion_id_vote_exclusions_id_fk" FOREIGN KEY ("exclusion_id") REFERENCES "public"."vote_exclusions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_clusters" ADD CONSTRAINT "funding_clusters_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_exclusions" ADD CONSTRAINT "vote_exclusions_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_exclusions" ADD CONSTRAINT "vote_exclusions_excluded_by_id_users_id_fk" FOREIGN KEY ("excluded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_signals" ADD CONSTRAINT "voter_signals_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_signals" ADD CONSTRAINT "voter_signals_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "excluded_voters_exclusion_id_idx" ON "excluded_voters" USING btree ("exclusion_id");--> statement-breakpoint
CREATE INDEX "vote_exclusions_cohort_id_idx" ON "vote_exclusions" USING btree ("cohort_id");--> statement-breakpoint
CREATE INDEX "voter_signals_cohort_id_cluster_funder_idx" ON "voter_signals" USING btree ("cohort_id","cluster_funder");