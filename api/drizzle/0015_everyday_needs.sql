CREATE TYPE "public"."contact_topic" AS ENUM('voting', 'nominations', 'application', 'payments', 'other');--> statement-breakpoint
CREATE TYPE "public"."evidence_kind" AS ENUM('pullRequest', 'release', 'documentation', 'post', 'other');--> statement-breakpoint
CREATE TYPE "public"."github_reference_state" AS ENUM('open', 'closed', 'merged', 'published');--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" "contact_topic" NOT NULL,
	"message" text NOT NULL,
	"sender_id" integer,
	"answered_at" timestamp with time zone,
	"answered_by_id" integer,
	"answered_by_email" text
);
--> statement-breakpoint
CREATE TABLE "nomination_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"url" varchar(2000) NOT NULL,
	"kind" "evidence_kind" NOT NULL,
	"note" varchar(280) NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"github_title" text,
	"github_state" "github_reference_state",
	"github_merged_at" timestamp with time zone,
	"github_published_at" timestamp with time zone,
	"github_read_at" timestamp with time zone,
	"github_not_read_because" text
);
--> statement-breakpoint
CREATE TABLE "sent_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_evidence" ADD CONSTRAINT "nomination_evidence_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_evidence" ADD CONSTRAINT "nomination_evidence_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_received_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_answered_at_idx" ON "contact_messages" USING btree ("answered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nomination_evidence_url_once" ON "nomination_evidence" USING btree ("nomination_id","url");--> statement-breakpoint
CREATE INDEX "nomination_evidence_unread_idx" ON "nomination_evidence" USING btree ("id") WHERE "nomination_evidence"."github_not_read_because" is not null;--> statement-breakpoint
CREATE INDEX "sent_emails_recipient_idx" ON "sent_emails" USING btree ("recipient");