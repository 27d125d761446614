-- The triggers of 0022 with their statements written out for each operation instead of built as
-- text and run by EXECUTE, which PostgreSQL plans again on every run: PL/pgSQL keeps the plan of
-- a written-out statement for the session. Same counts, same order of the rows they write.
CREATE OR REPLACE FUNCTION "votes_keep_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Once per statement, from the rows it changed (its transition tables): one change per
	-- nomination and stripe (the voter's id modulo 8) however many votes the statement wrote,
	-- taken in that order; a change that moves nothing (a vote written again as it was) touches
	-- no row. A nomination deleted by the same command (its votes and stripes went by cascade)
	-- is skipped.
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
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The plans kept are those of the connection's first run, however many votes it changed: planned
-- for a bulk write, the join to nominations would be a scan of every nomination, run again for
-- each later single vote. Without hash and merge joins it is an index lookup per changed vote.
ALTER FUNCTION "votes_keep_totals"() SET enable_hashjoin = off SET enable_mergejoin = off;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cohort_voters_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- As votes_keep_totals: once per statement, per cohort and stripe, in that order; a cohort
	-- deleted by the same command is skipped.
	IF TG_OP = 'INSERT' THEN
		INSERT INTO cohort_voter_counts AS c (cohort_id, stripe, voters)
		SELECT cohort_id, voter_id % 64, count(*)
		FROM new_voters
		WHERE cohort_id IN (SELECT id FROM cohorts)
		GROUP BY 1, 2
		ORDER BY 1, 2
		ON CONFLICT (cohort_id, stripe) DO UPDATE SET voters = c.voters + EXCLUDED.voters;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO cohort_voter_counts AS c (cohort_id, stripe, voters)
		SELECT cohort_id, voter_id % 64, -count(*)
		FROM old_voters
		WHERE cohort_id IN (SELECT id FROM cohorts)
		GROUP BY 1, 2
		ORDER BY 1, 2
		ON CONFLICT (cohort_id, stripe) DO UPDATE SET voters = c.voters + EXCLUDED.voters;
	ELSE
		INSERT INTO cohort_voter_counts AS c (cohort_id, stripe, voters)
		SELECT cohort_id, voter_id % 64, sum(counted)
		FROM (SELECT cohort_id, voter_id, 1 FROM new_voters
			UNION ALL SELECT cohort_id, voter_id, -1 FROM old_voters)
			AS changed (cohort_id, voter_id, counted)
		WHERE cohort_id IN (SELECT id FROM cohorts)
		GROUP BY 1, 2
		HAVING sum(counted) <> 0
		ORDER BY 1, 2
		ON CONFLICT (cohort_id, stripe) DO UPDATE SET voters = c.voters + EXCLUDED.voters;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "voters_keep_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO registered_voter_counts AS r (stripe, voters)
		SELECT id % 64, count(*) FROM new_voters GROUP BY 1 ORDER BY 1
		ON CONFLICT (stripe) DO UPDATE SET voters = r.voters + EXCLUDED.voters;
	ELSE
		INSERT INTO registered_voter_counts AS r (stripe, voters)
		SELECT id % 64, -count(*) FROM old_voters GROUP BY 1 ORDER BY 1
		ON CONFLICT (stripe) DO UPDATE SET voters = r.voters + EXCLUDED.voters;
	END IF;
	RETURN NULL;
END;
$$;
