ALTER TYPE "public"."application_status" ADD VALUE 'walletChanged' BEFORE 'notEligible';--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "approved_address" text;--> statement-breakpoint
UPDATE "applications" SET "approved_address" = "agreed_address" WHERE "status" = 'approved';--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_approved_address" CHECK ("applications"."status" <> 'approved' or "applications"."approved_address" is not null);