CREATE TYPE "public"."wallet_kind" AS ENUM('xaman', 'gemwallet', 'crossmark');--> statement-breakpoint
CREATE TABLE "wallet_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge" text NOT NULL,
	"wallet_kind" "wallet_kind" NOT NULL,
	"address" text,
	"public_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "xaman_payloads" (
	"uuid" text PRIMARY KEY NOT NULL,
	"transaction_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "wallet_address" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "wallet_kind" "wallet_kind";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_challenges_challenge_unique" ON "wallet_challenges" USING btree ("challenge");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_or_wallet" CHECK ("sessions"."user_id" is not null or "sessions"."wallet_address" is not null);