CREATE TYPE "public"."voter_ledger_status" AS ENUM('unread', 'read', 'not_found', 'history_missing', 'failed');--> statement-breakpoint
CREATE TABLE "voter_ledger_facts" (
	"voter_id" integer PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"status" "voter_ledger_status" DEFAULT 'unread' NOT NULL,
	"activated_at" timestamp with time zone,
	"activated_by" text,
	"activation_ledger_index" integer,
	"balance_drops" bigint,
	"transaction_count" integer,
	"error" text,
	"read_at" timestamp with time zone,
	"leased_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "voter_ledger_facts" ADD CONSTRAINT "voter_ledger_facts_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voter_ledger_facts_status_read_at_idx" ON "voter_ledger_facts" USING btree ("status","read_at");--> statement-breakpoint
CREATE INDEX "voter_ledger_facts_activated_by_idx" ON "voter_ledger_facts" USING btree ("activated_by");