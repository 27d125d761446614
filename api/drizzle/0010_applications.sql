CREATE TYPE "public"."accepted_document" AS ENUM('terms', 'codeOfConduct');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('inProgress', 'submitted', 'returned', 'approved', 'notEligible', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."kyc_status" AS ENUM('required', 'pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."wallet_challenge_purpose" AS ENUM('signIn', 'contributorWallet');--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"contributor_id" integer NOT NULL,
	"cohort_id" integer NOT NULL,
	"status" "application_status" DEFAULT 'inProgress' NOT NULL,
	"eligibility" jsonb,
	"eligibility_answered_at" timestamp with time zone,
	"eligibility_answered_by" integer,
	"failing_eligibility" text[],
	"eligibility_carried_from" integer,
	"details" jsonb,
	"agreement_name" text,
	"agreement_version" text,
	"agreed_address" text,
	"submitted_at" timestamp with time zone,
	"wallet_changed_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"return_reason" varchar(1000),
	"reopen_reason" varchar(1000),
	"kyc_status" "kyc_status",
	"kyc_requested_by" integer,
	"kyc_request_reason" varchar(1000),
	"last_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "applications_submitted_signed" CHECK ("applications"."status" not in ('submitted', 'approved') or ("applications"."agreement_name" is not null
        and "applications"."agreement_version" is not null and "applications"."agreed_address" is not null
        and "applications"."details" is not null and "applications"."submitted_at" is not null)),
	CONSTRAINT "applications_not_eligible_failing" CHECK ("applications"."status" <> 'notEligible' or "applications"."failing_eligibility" is not null)
);
--> statement-breakpoint
CREATE TABLE "document_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"document" "accepted_document" NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"provider_id" text NOT NULL,
	"status" "kyc_status" DEFAULT 'pending' NOT NULL,
	"redirect_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"last_event_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kyc_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"verification_provider_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contributors" ADD COLUMN "wallet_kind" "wallet_kind";--> statement-breakpoint
ALTER TABLE "contributors" ADD COLUMN "wallet_registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_challenges" ADD COLUMN "purpose" "wallet_challenge_purpose" DEFAULT 'signIn' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_challenges" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "xaman_payloads" ADD COLUMN "purpose" "wallet_challenge_purpose" DEFAULT 'signIn' NOT NULL;--> statement-breakpoint
ALTER TABLE "xaman_payloads" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_contributor_id_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."contributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_eligibility_answered_by_users_id_fk" FOREIGN KEY ("eligibility_answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_eligibility_carried_from_applications_id_fk" FOREIGN KEY ("eligibility_carried_from") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_kyc_requested_by_users_id_fk" FOREIGN KEY ("kyc_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_acceptances" ADD CONSTRAINT "document_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_per_cohort" ON "applications" USING btree ("contributor_id","cohort_id");--> statement-breakpoint
CREATE INDEX "applications_cohort_id_idx" ON "applications" USING btree ("cohort_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_acceptances_once_per_version" ON "document_acceptances" USING btree ("user_id","document","version");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_verifications_provider_id_unique" ON "kyc_verifications" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "kyc_verifications_application_id_idx" ON "kyc_verifications" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "wallet_challenges" ADD CONSTRAINT "wallet_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xaman_payloads" ADD CONSTRAINT "xaman_payloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contributors_registered_wallet_unique" ON "contributors" USING btree ("xrpl_address") WHERE "contributors"."wallet_registered_at" is not null;--> statement-breakpoint
ALTER TABLE "contributors" ADD CONSTRAINT "contributors_registered_wallet_complete" CHECK ("contributors"."wallet_registered_at" is null or ("contributors"."xrpl_address" is not null and "contributors"."wallet_kind" is not null));--> statement-breakpoint
ALTER TABLE "wallet_challenges" ADD CONSTRAINT "wallet_challenges_registration_has_user" CHECK ("wallet_challenges"."purpose" = 'signIn' or "wallet_challenges"."user_id" is not null);--> statement-breakpoint
ALTER TABLE "xaman_payloads" ADD CONSTRAINT "xaman_payloads_registration_has_user" CHECK ("xaman_payloads"."purpose" = 'signIn' or "xaman_payloads"."user_id" is not null);--> statement-breakpoint
-- Data only (hand-written, the snapshot is unaffected): every person nominated before this
-- migration gets their application in each cohort they were nominated in, as a nomination makes
-- it from now on (one per person per cohort).
INSERT INTO "applications" ("contributor_id", "cohort_id")
SELECT DISTINCT "contributor_id", "cohort_id" FROM "nominations"
ON CONFLICT DO NOTHING;
