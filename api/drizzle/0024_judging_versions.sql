CREATE TABLE "judging_persons_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "judging_persons_version_one_row" CHECK ("judging_persons_version"."id")
);
--> statement-breakpoint
CREATE TABLE "judging_versions" (
	"cohort_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "judging_versions" ADD CONSTRAINT "judging_versions_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE SEQUENCE "judging_version_numbers";--> statement-breakpoint
-- Gives each existing cohort of `cohort_ids` a new version: a number of the sequence, never
-- handed out twice, even by a transaction that rolls back. Cohorts in id order, so two
-- transactions take their rows in the same order.
CREATE FUNCTION "judging_versions_bump"(cohort_ids integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO judging_versions AS v (cohort_id, version)
	SELECT id, nextval('judging_version_numbers')
	FROM (SELECT id FROM cohorts WHERE id = ANY (cohort_ids) ORDER BY id) AS changed
	ON CONFLICT (cohort_id) DO UPDATE SET version = EXCLUDED.version
$$;
--> statement-breakpoint
-- A row with a cohort_id changed: the panel, approvals, the cohort's nominations.
CREATE FUNCTION "judging_changed_in_cohort"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	cohort_ids integer[] := '{}';
BEGIN
	IF TG_OP <> 'INSERT' THEN cohort_ids := cohort_ids || OLD.cohort_id; END IF;
	IF TG_OP <> 'DELETE' THEN cohort_ids := cohort_ids || NEW.cohort_id; END IF;
	PERFORM judging_versions_bump(cohort_ids);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A row of a nomination changed: its assessments, consensus size, co-nominators. The nominations
-- are read FOR SHARE: a nomination being moved to another cohort by a transaction not yet
-- committed is waited for, then its new cohort is the one changed.
CREATE FUNCTION "judging_changed_for_nomination"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	nomination_ids integer[] := '{}';
BEGIN
	IF TG_OP <> 'INSERT' THEN nomination_ids := nomination_ids || OLD.nomination_id; END IF;
	IF TG_OP <> 'DELETE' THEN nomination_ids := nomination_ids || NEW.nomination_id; END IF;
	PERFORM judging_versions_bump(
		array(SELECT cohort_id FROM nominations WHERE id = ANY (nomination_ids) FOR SHARE));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A person changed: a user's name or email, a user who goes, a contributor's account or email.
CREATE FUNCTION "judging_changed_for_persons"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO judging_persons_version (id, version)
	VALUES (true, nextval('judging_version_numbers'))
	ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "judge_assessments_judging_changed" AFTER INSERT OR DELETE ON "judge_assessments" FOR EACH ROW EXECUTE FUNCTION judging_changed_for_nomination();--> statement-breakpoint
CREATE TRIGGER "judge_assessments_judging_updated" AFTER UPDATE OF nomination_id, judge_id, status, size ON "judge_assessments" FOR EACH ROW WHEN (OLD.nomination_id IS DISTINCT FROM NEW.nomination_id OR OLD.judge_id IS DISTINCT FROM NEW.judge_id OR OLD.status IS DISTINCT FROM NEW.status OR OLD.size IS DISTINCT FROM NEW.size) EXECUTE FUNCTION judging_changed_for_nomination();--> statement-breakpoint
CREATE TRIGGER "nomination_consensus_sizes_judging_changed" AFTER INSERT OR UPDATE OR DELETE ON "nomination_consensus_sizes" FOR EACH ROW EXECUTE FUNCTION judging_changed_for_nomination();--> statement-breakpoint
CREATE TRIGGER "co_nominations_judging_changed" AFTER INSERT OR DELETE ON "co_nominations" FOR EACH ROW EXECUTE FUNCTION judging_changed_for_nomination();--> statement-breakpoint
CREATE TRIGGER "co_nominations_judging_updated" AFTER UPDATE OF nomination_id, scout_id ON "co_nominations" FOR EACH ROW WHEN (OLD.nomination_id IS DISTINCT FROM NEW.nomination_id OR OLD.scout_id IS DISTINCT FROM NEW.scout_id) EXECUTE FUNCTION judging_changed_for_nomination();--> statement-breakpoint
CREATE TRIGGER "cohort_judges_judging_changed" AFTER INSERT OR UPDATE OR DELETE ON "cohort_judges" FOR EACH ROW EXECUTE FUNCTION judging_changed_in_cohort();--> statement-breakpoint
CREATE TRIGGER "distribution_approvals_judging_changed" AFTER INSERT OR UPDATE OR DELETE ON "distribution_approvals" FOR EACH ROW EXECUTE FUNCTION judging_changed_in_cohort();--> statement-breakpoint
CREATE TRIGGER "nominations_judging_changed" AFTER INSERT OR DELETE ON "nominations" FOR EACH ROW EXECUTE FUNCTION judging_changed_in_cohort();--> statement-breakpoint
CREATE TRIGGER "nominations_judging_moved" AFTER UPDATE OF cohort_id, contributor_id, scout_id ON "nominations" FOR EACH ROW WHEN (OLD.cohort_id IS DISTINCT FROM NEW.cohort_id OR OLD.contributor_id IS DISTINCT FROM NEW.contributor_id OR OLD.scout_id IS DISTINCT FROM NEW.scout_id) EXECUTE FUNCTION judging_changed_in_cohort();--> statement-breakpoint
CREATE TRIGGER "contributors_judging_changed" AFTER UPDATE OF user_id, email ON "contributors" FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION judging_changed_for_persons();--> statement-breakpoint
CREATE TRIGGER "users_judging_changed" AFTER UPDATE OF first_name, last_name, email ON "users" FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION judging_changed_for_persons();--> statement-breakpoint
CREATE TRIGGER "users_judging_gone" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION judging_changed_for_persons();
