ALTER TYPE "public"."cohort_period" ADD VALUE 'cancelled';--> statement-breakpoint
CREATE TABLE "application_due_reminders" (
	"application_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_due_reminders_application_id_due_on_days_before_pk" PRIMARY KEY("application_id","due_on","days_before")
);
--> statement-breakpoint
ALTER TABLE "cohorts" DROP CONSTRAINT "cohorts_closed_has_end";--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "applications_due_on" date;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "cancel_reason" varchar(1000);--> statement-breakpoint
ALTER TABLE "application_due_reminders" ADD CONSTRAINT "application_due_reminders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_ended_has_end" CHECK (("cohorts"."period"::text in ('closed', 'cancelled')) = ("cohorts"."ends_at" is not null));--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_cancelled_has_reason" CHECK (("cohorts"."period"::text = 'cancelled') = ("cohorts"."cancel_reason" is not null));