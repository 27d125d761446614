CREATE TYPE "public"."evidence_kind" AS ENUM('pullRequest', 'release', 'documentation', 'post', 'other');--> statement-breakpoint
CREATE TYPE "public"."github_reference_state" AS ENUM('open', 'closed', 'merged', 'published');--> statement-breakpoint
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
ALTER TABLE "nomination_evidence" ADD CONSTRAINT "nomination_evidence_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_evidence" ADD CONSTRAINT "nomination_evidence_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nomination_evidence_url_once" ON "nomination_evidence" USING btree ("nomination_id","url");--> statement-breakpoint
CREATE INDEX "nomination_evidence_unread_idx" ON "nomination_evidence" USING btree ("id") WHERE "nomination_evidence"."github_not_read_because" is not null;