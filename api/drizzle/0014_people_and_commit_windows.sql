ALTER TABLE "github_commit_counts" ADD COLUMN "window_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;