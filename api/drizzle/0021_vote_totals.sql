CREATE TABLE "nomination_vote_totals" (
	"nomination_id" integer PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"votes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nomination_vote_totals" ADD CONSTRAINT "nomination_vote_totals_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "votes_keep_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT nomination_id, value, 1 FROM new_votes'
		WHEN 'DELETE' THEN 'SELECT nomination_id, -value, -1 FROM old_votes'
		ELSE 'SELECT nomination_id, value, 1 FROM new_votes
			UNION ALL SELECT nomination_id, -value, -1 FROM old_votes'
	END;
BEGIN
	-- Once per statement, from the rows it changed (its transition tables): one change per
	-- nomination however many votes the statement wrote, taken in the nominations' order. A
	-- nomination deleted by the same command (its votes and totals went by cascade) is skipped.
	EXECUTE 'INSERT INTO nomination_vote_totals AS t (nomination_id, score, votes)
		SELECT nomination_id, sum(value), sum(counted)
		FROM (' || changed || ') AS changed (nomination_id, value, counted)
		WHERE nomination_id IN (SELECT id FROM nominations)
		GROUP BY nomination_id
		ORDER BY nomination_id
		ON CONFLICT (nomination_id) DO UPDATE
		SET score = t.score + EXCLUDED.score, votes = t.votes + EXCLUDED.votes';
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "votes_keep_totals_on_insert" AFTER INSERT ON "votes"
REFERENCING NEW TABLE AS "new_votes" FOR EACH STATEMENT EXECUTE FUNCTION "votes_keep_totals"();
--> statement-breakpoint
CREATE TRIGGER "votes_keep_totals_on_update" AFTER UPDATE ON "votes"
REFERENCING OLD TABLE AS "old_votes" NEW TABLE AS "new_votes"
FOR EACH STATEMENT EXECUTE FUNCTION "votes_keep_totals"();
--> statement-breakpoint
CREATE TRIGGER "votes_keep_totals_on_delete" AFTER DELETE ON "votes"
REFERENCING OLD TABLE AS "old_votes" FOR EACH STATEMENT EXECUTE FUNCTION "votes_keep_totals"();
--> statement-breakpoint
CREATE FUNCTION "votes_clear_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "nomination_vote_totals";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "votes_keep_totals_on_truncate" AFTER TRUNCATE ON "votes"
FOR EACH STATEMENT EXECUTE FUNCTION "votes_clear_totals"();
--> statement-breakpoint
INSERT INTO "nomination_vote_totals" ("nomination_id", "score", "votes")
SELECT "nomination_id", sum("value"), count(*) FROM "votes" GROUP BY "nomination_id";
