-- Votes written while this migration runs wait for its end, so the days filled from the votes
-- below miss none written under the trigger as it was (reads of votes go on).
LOCK TABLE "votes" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TABLE "nomination_vote_days" (
	"nomination_id" integer NOT NULL,
	"day" date NOT NULL,
	"stripe" smallint NOT NULL,
	"cohort_id" integer NOT NULL,
	"up" integer NOT NULL,
	"down" integer NOT NULL,
	CONSTRAINT "nomination_vote_days_nomination_id_day_stripe_pk" PRIMARY KEY("nomination_id","day","stripe")
);
--> statement-breakpoint
ALTER TABLE "nomination_vote_days" ADD CONSTRAINT "nomination_vote_days_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nomination_vote_days_cohort_id_day_idx" ON "nomination_vote_days" USING btree ("cohort_id","day");
--> statement-breakpoint
-- votes_keep_totals of 0023, keeping each nomination's votes by day too: a vote counts on the
-- UTC day of its updated_at, so a vote changed on another day moves from that day to the new
-- one. A change that moves nothing (a vote written again as it was on its day) writes no row.
-- The days' rows are written after the stripes', each in key order, so concurrent statements
-- that fire the trigger once (every vote the API writes) take the rows they share in one order.
-- An upsert of many votes that inserts some and updates others fires it twice, and may deadlock
-- with another such upsert, as with 0023's trigger.
CREATE OR REPLACE FUNCTION "votes_keep_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO nomination_vote_stripes AS s (nomination_id, stripe, cohort_id, up, down)
		SELECT changed.nomination_id, changed.voter_id % 8, n.cohort_id,
			count(*) FILTER (WHERE changed.value = 1), count(*) FILTER (WHERE changed.value = -1)
		FROM new_votes AS changed
		JOIN nominations n ON n.id = changed.nomination_id
		GROUP BY 1, 2, 3
		ORDER BY 1, 2
		ON CONFLICT (nomination_id, stripe) DO UPDATE
		SET up = s.up + EXCLUDED.up, down = s.down + EXCLUDED.down;
		INSERT INTO nomination_vote_days AS d (nomination_id, day, stripe, cohort_id, up, down)
		SELECT changed.nomination_id, (changed.updated_at AT TIME ZONE 'UTC')::date,
			changed.voter_id % 8, n.cohort_id,
			count(*) FILTER (WHERE changed.value = 1), count(*) FILTER (WHERE changed.value = -1)
		FROM new_votes AS changed
		JOIN nominations n ON n.id = changed.nomination_id
		GROUP BY 1, 2, 3, 4
		ORDER BY 1, 2, 3
		ON CONFLICT (nomination_id, day, stripe) DO UPDATE
		SET up = d.up + EXCLUDED.up, down = d.down + EXCLUDED.down;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO nomination_vote_stripes AS s (nomination_id, stripe, cohort_id, up, down)
		SELECT changed.nomination_id, changed.voter_id % 8, n.cohort_id,
			-count(*) FILTER (WHERE changed.value = 1), -count(*) FILTER (WHERE changed.value = -1)
		FROM old_votes AS changed
		JOIN nominations n ON n.id = changed.nomination_id
		GROUP BY 1, 2, 3
		ORDER BY 1, 2
		ON CONFLICT (nomination_id, stripe) DO UPDATE
		SET up = s.up + EXCLUDED.up, down = s.down + EXCLUDED.down;
		INSERT INTO nomination_vote_days AS d (nomination_id, day, stripe, cohort_id, up, down)
		SELECT changed.nomination_id, (changed.updated_at AT TIME ZONE 'UTC')::date,
			changed.voter_id % 8, n.cohort_id,
			-count(*) FILTER (WHERE changed.value = 1), -count(*) FILTER (WHERE changed.value = -1)
		FROM old_votes AS changed
		JOIN nominations n ON n.id = changed.nomination_id
		GROUP BY 1, 2, 3, 4
		ORDER BY 1, 2, 3
		ON CONFLICT (nomination_id, day, stripe) DO UPDATE
		SET up = d.up + EXCLUDED.up, down = d.down + EXCLUDED.down;
	ELSE
		INSERT INTO nomination_vote_stripes AS s (nomination_id, stripe, cohort_id, up, down)
		SELECT changed.nomination_id, changed.voter_id % 8, n.cohort_id,
			sum(CASE WHEN changed.value = 1 THEN counted ELSE 0 END),
			sum(CASE WHEN changed.value = -1 THEN counted ELSE 0 END)
		FROM (SELECT nomination_id, voter_id, value, 1 FROM new_votes
			UNION ALL SELECT nomination_id, voter_id, value, -1 FROM old_votes)
			AS changed (nomination_id, voter_id, value, counted)
		JOIN nominations n ON n.id = changed.nomination_id
		GROUP BY 1, 2, 3
		HAVING sum(CASE WHEN changed.value = 1 THEN counted ELSE 0 END) <> 0
			OR sum(CASE WHEN changed.value = -1 THEN counted ELSE 0 END) <> 0
		ORDER BY 1, 2
		ON CONFLICT (nomination_id, stripe) DO UPDATE
		SET up = s.up + EXCLUDED.up, down = s.down + EXCLUDED.down;
		INSERT INTO nomination_vote_days AS d (nomination_id, day, stripe, cohort_id, up, down)
		SELECT changed.nomination_id, changed.day, changed.voter_id % 8, n.cohort_id,
			sum(CASE WHEN changed.value = 1 THEN counted ELSE 0 END),
			sum(CASE WHEN changed.value = -1 THEN counted ELSE 0 END)
		FROM (SELECT nomination_id, voter_id, (updated_at AT TIME ZONE 'UTC')::date, value, 1
				FROM new_votes
			UNION ALL
			SELECT nomination_id, voter_id, (updated_at AT TIME ZONE 'UTC')::date, value, -1
				FROM old_votes)
			AS changed (nomination_id, voter_id, day, value, counted)
		JOIN nominations n ON n.id = changed.nomination_id
		GROUP BY 1, 2, 3, 4
		HAVING sum(CASE WHEN changed.value = 1 THEN counted ELSE 0 END) <> 0
			OR sum(CASE WHEN changed.value = -1 THEN counted ELSE 0 END) <> 0
		ORDER BY 1, 2, 3
		ON CONFLICT (nomination_id, day, stripe) DO UPDATE
		SET up = d.up + EXCLUDED.up, down = d.down + EXCLUDED.down;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- CREATE OR REPLACE drops the settings 0023 gave the function; their reason holds for both of
-- its statements.
ALTER FUNCTION "votes_keep_totals"() SET enable_hashjoin = off SET enable_mergejoin = off;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "votes_clear_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "nomination_vote_stripes";
	DELETE FROM "nomination_vote_days";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO "nomination_vote_days" ("nomination_id", "day", "stripe", "cohort_id", "up", "down")
SELECT v."nomination_id", (v."updated_at" AT TIME ZONE 'UTC')::date, v."voter_id" % 8,
	n."cohort_id", count(*) FILTER (WHERE v."value" = 1), count(*) FILTER (WHERE v."value" = -1)
FROM "votes" v JOIN "nominations" n ON n."id" = v."nomination_id" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
DROP INDEX "votes_updated_at_nomination_id_idx";
