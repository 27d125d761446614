CREATE TABLE "judging_projects_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "judging_projects_version_one_row" CHECK ("judging_projects_version"."id")
);
--> statement-breakpoint
-- What the review and the distribution show of each nomination beside its judging is kept with
-- the compiled judging (judging/nominationFacts.ts): its contributor's name, its projects and
-- their names change the versions too.
DROP TRIGGER "contributors_judging_changed" ON "contributors";--> statement-breakpoint
CREATE TRIGGER "contributors_judging_changed" AFTER UPDATE OF user_id, email, first_name, last_name ON "contributors" FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.email IS DISTINCT FROM NEW.email OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name) EXECUTE FUNCTION judging_changed_for_persons();--> statement-breakpoint
CREATE TRIGGER "nomination_projects_judging_changed" AFTER INSERT OR DELETE ON "nomination_projects" FOR EACH ROW EXECUTE FUNCTION judging_changed_for_nomination();--> statement-breakpoint
CREATE TRIGGER "nomination_projects_judging_updated" AFTER UPDATE OF nomination_id, project_id ON "nomination_projects" FOR EACH ROW WHEN (OLD.nomination_id IS DISTINCT FROM NEW.nomination_id OR OLD.project_id IS DISTINCT FROM NEW.project_id) EXECUTE FUNCTION judging_changed_for_nomination();--> statement-breakpoint
-- A project renamed: a number of its own (judging/tables.ts says why not its cohorts').
CREATE FUNCTION "judging_changed_for_projects"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO judging_projects_version (id, version)
	VALUES (true, nextval('judging_version_numbers'))
	ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_judging_renamed" AFTER UPDATE OF name ON "projects" FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION judging_changed_for_projects();
