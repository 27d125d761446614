-- A counter keeps when its window ends, so counters of any window length can be purged once ended.
ALTER TABLE "rate_limits" RENAME COLUMN "window_started_at" TO "window_ends_at";--> statement-breakpoint
-- Counters already kept: their window ends 15 minutes (the default login window) after it started.
UPDATE "rate_limits" SET "window_ends_at" = "window_ends_at" + interval '15 minutes';--> statement-breakpoint
CREATE INDEX "rate_limits_window_ends_at_idx" ON "rate_limits" USING btree ("window_ends_at");
