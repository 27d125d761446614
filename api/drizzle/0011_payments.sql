CREATE TYPE "public"."payment_status" AS ENUM('awaitingSignature', 'submitted', 'paid', 'failed', 'duplicate');--> statement-breakpoint
CREATE TABLE "grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"contributor_id" integer NOT NULL,
	"nomination_id" integer NOT NULL,
	"size" "grant_size" NOT NULL,
	"amount_drops" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grants_amount_positive" CHECK ("grants"."amount_drops" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort_id" integer NOT NULL,
	"created_by" integer,
	"created_by_email" text NOT NULL,
	"wallet_address" text NOT NULL,
	"wallet_kind" "wallet_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"status" "payment_status" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_email" text,
	"reason" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"grant_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"status" "payment_status" DEFAULT 'awaitingSignature' NOT NULL,
	"source" text NOT NULL,
	"destination" text NOT NULL,
	"amount_drops" bigint NOT NULL,
	"last_ledger_sequence" integer NOT NULL,
	"created_ledger_index" integer NOT NULL,
	"claimed_tx_hash" text,
	"tx_hash" text,
	"ledger_facts" jsonb,
	"reported_failure" text,
	"failure_kind" text,
	"failure_reason" varchar(500),
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "payments_paid_has_hash" CHECK (("payments"."status" in ('paid', 'duplicate')) = ("payments"."tx_hash" is not null and "payments"."paid_at" is not null)),
	CONSTRAINT "payments_failed_has_reason" CHECK ("payments"."status" <> 'failed' or ("payments"."failure_kind" is not null and "payments"."failure_reason" is not null)),
	CONSTRAINT "payments_tx_hash_format" CHECK ("payments"."tx_hash" is null or "payments"."tx_hash" ~ '^[0-9A-F]{64}$'),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_drops" > 0)
);
--> statement-breakpoint
ALTER TABLE "xaman_payloads" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_contributor_id_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."contributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_batch_id_payment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payment_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grants_one_per_application" ON "grants" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "grants_cohort_id_idx" ON "grants" USING btree ("cohort_id");--> statement-breakpoint
CREATE INDEX "payment_batches_cohort_id_idx" ON "payment_batches" USING btree ("cohort_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_id_at_idx" ON "payment_events" USING btree ("payment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_grant" ON "payments" USING btree ("grant_id") WHERE "payments"."status" in ('awaitingSignature', 'submitted', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tx_hash_unique" ON "payments" USING btree ("tx_hash") WHERE "payments"."tx_hash" is not null;--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_ledger_index") WHERE "payments"."status" in ('awaitingSignature', 'submitted');--> statement-breakpoint
CREATE INDEX "payments_grant_id_idx" ON "payments" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "payments_batch_id_idx" ON "payments" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "xaman_payloads" ADD CONSTRAINT "xaman_payloads_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;