ALTER TABLE "judge_assessments" DROP CONSTRAINT "judge_assessments_assessed_complete";--> statement-breakpoint
ALTER TABLE "judge_assessments" DROP COLUMN "over_18";--> statement-breakpoint
ALTER TABLE "judge_assessments" DROP COLUMN "unpaid";--> statement-breakpoint
ALTER TABLE "judge_assessments" ADD CONSTRAINT "judge_assessments_assessed_complete" CHECK ("judge_assessments"."status" <> 'assessed' or ("judge_assessments"."size" is not null
        and "judge_assessments"."core_infrastructure" is not null and "judge_assessments"."recent_work" is not null
        and "judge_assessments"."recusal_reason" is null));