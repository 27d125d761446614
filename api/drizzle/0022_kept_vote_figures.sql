CREATE TABLE "cohort_voter_counts" (
	"cohort_id" integer NOT NULL,
	"stripe" smallint NOT NULL,
	"voters" integer NOT NULL,
	CONSTRAINT "cohort_voter_counts_cohort_id_stripe_pk" PRIMARY KEY("cohort_id","stripe")
);
--> statement-breakpoint
CREATE TABLE "nomination_vote_stripes" (
	"nomination_id" integer NOT NULL,
	"stripe" smallint NOT NULL,
	"cohort_id" integer NOT NULL,
	"up" integer NOT NULL,
	"down" integer NOT NULL,
	CONSTRAINT "nomination_vote_stripes_nomination_id_stripe_pk" PRIMARY KEY("nomination_id","stripe")
);
--> statement-breakpoint
CREATE TABLE "registered_voter_counts" (
	"stripe" smallint PRIMARY KEY NOT NULL,
	"voters" integer NOT NULL
);
--> statement-breakpoint
DROP TABLE "nomination_vote_totals" CASCADE;--> statement-breakpoint
ALTER TABLE "cohort_voter_counts" ADD CONSTRAINT "cohort_voter_counts_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_vote_stripes" ADD CONSTRAINT "nomination_vote_stripes_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nomination_vote_stripes_cohort_id_idx" ON "nomination_vote_stripes" USING btree ("cohort_id");--> statement-breakpoint
CREATE VIEW "public"."nomination_vote_totals" AS (select nomination_id, sum(up - down)::int as score, sum(up + down)::int as votes from nomination_vote_stripes group by nomination_id);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "votes_keep_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT nomination_id, voter_id, value, 1 FROM new_votes'
		WHEN 'DELETE' THEN 'SELECT nomination_id, voter_id, value, -1 FROM old_votes'
		ELSE 'SELECT nomination_id, voter_id, value, 1 FROM new_votes
			UNION ALL SELECT nomination_id, voter_id, value, -1 FROM old_votes'
	END;
BEGIN
	-- Once per statement, from the rows it changed (its transition tables): one change per
	-- nomination and stripe (the voter's id modulo 8) however many votes the statement wrote,
	-- taken in that order; a change that moves nothing (a vote written again as it was) touches
	-- no row. A nomination deleted by the same command (its votes and stripes went by cascade)
	-- is skipped.
	EXECUTE 'INSERT INTO nomination_vote_stripes AS s (nomination_id, stripe, cohort_id, up, down)
		SELECT changed.nomination_id, changed.voter_id % 8, n.cohort_id,
			sum(CASE WHEN value = 1 THEN counted ELSE 0 END),
			sum(CASE WHEN value = -1 THEN counted ELSE 0 END)
		FROM (' || changed || ') AS changed (nomination_id, voter_id, value, counted)
		JOIN nominations n ON n.id = changed.nomination_id
		GROUP BY 1, 2, 3
		HAVING sum(CASE WHEN value = 1 THEN counted ELSE 0 END) <> 0
			OR sum(CASE WHEN value = -1 THEN counted ELSE 0 END) <> 0
		ORDER BY 1, 2
		ON CONFLICT (nomination_id, stripe) DO UPDATE
		SET up = s.up + EXCLUDED.up, down = s.down + EXCLUDED.down';
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "votes_clear_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "nomination_vote_stripes";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "cohort_voters_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT cohort_id, voter_id, 1 FROM new_voters'
		WHEN 'DELETE' THEN 'SELECT cohort_id, voter_id, -1 FROM old_voters'
		ELSE 'SELECT cohort_id, voter_id, 1 FROM new_voters
			UNION ALL SELECT cohort_id, voter_id, -1 FROM old_voters'
	END;
BEGIN
	-- As votes_keep_totals: once per statement, per cohort and stripe, in that order; a cohort
	-- deleted by the same command is skipped.
	EXECUTE 'INSERT INTO cohort_voter_counts AS c (cohort_id, stripe, voters)
		SELECT cohort_id, voter_id % 64, sum(counted)
		FROM (' || changed || ') AS changed (cohort_id, voter_id, counted)
		WHERE cohort_id IN (SELECT id FROM cohorts)
		GROUP BY 1, 2
		HAVING sum(counted) <> 0
		ORDER BY 1, 2
		ON CONFLICT (cohort_id, stripe) DO UPDATE SET voters = c.voters + EXCLUDED.voters';
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cohort_voters_keep_counts_on_insert" AFTER INSERT ON "cohort_voters"
REFERENCING NEW TABLE AS "new_voters" FOR EACH STATEMENT EXECUTE FUNCTION "cohort_voters_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "cohort_voters_keep_counts_on_update" AFTER UPDATE ON "cohort_voters"
REFERENCING OLD TABLE AS "old_voters" NEW TABLE AS "new_voters"
FOR EACH STATEMENT EXECUTE FUNCTION "cohort_voters_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "cohort_voters_keep_counts_on_delete" AFTER DELETE ON "cohort_voters"
REFERENCING OLD TABLE AS "old_voters" FOR EACH STATEMENT EXECUTE FUNCTION "cohort_voters_keep_counts"();
--> statement-breakpoint
CREATE FUNCTION "cohort_voters_clear_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "cohort_voter_counts";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cohort_voters_keep_counts_on_truncate" AFTER TRUNCATE ON "cohort_voters"
FOR EACH STATEMENT EXECUTE FUNCTION "cohort_voters_clear_counts"();
--> statement-breakpoint
CREATE FUNCTION "voters_keep_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT id, 1 FROM new_voters'
		ELSE 'SELECT id, -1 FROM old_voters'
	END;
BEGIN
	EXECUTE 'INSERT INTO registered_voter_counts AS r (stripe, voters)
		SELECT id % 64, sum(counted)
		FROM (' || changed || ') AS changed (id, counted)
		GROUP BY 1
		ORDER BY 1
		ON CONFLICT (stripe) DO UPDATE SET voters = r.voters + EXCLUDED.voters';
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "voters_keep_count_on_insert" AFTER INSERT ON "voters"
REFERENCING NEW TABLE AS "new_voters" FOR EACH STATEMENT EXECUTE FUNCTION "voters_keep_count"();
--> statement-breakpoint
CREATE TRIGGER "voters_keep_count_on_delete" AFTER DELETE ON "voters"
REFERENCING OLD TABLE AS "old_voters" FOR EACH STATEMENT EXECUTE FUNCTION "voters_keep_count"();
--> statement-breakpoint
CREATE FUNCTION "voters_clear_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "registered_voter_counts";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "voters_keep_count_on_truncate" AFTER TRUNCATE ON "voters"
FOR EACH STATEMENT EXECUTE FUNCTION "voters_clear_count"();
--> statement-breakpoint
INSERT INTO "nomination_vote_stripes" ("nomination_id", "stripe", "cohort_id", "up", "down")
SELECT v."nomination_id", v."voter_id" % 8, n."cohort_id", count(*) FILTER (WHERE v."value" = 1),
	count(*) FILTER (WHERE v."value" = -1)
FROM "votes" v JOIN "nominations" n ON n."id" = v."nomination_id" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "cohort_voter_counts" ("cohort_id", "stripe", "voters")
SELECT "cohort_id", "voter_id" % 64, count(*) FROM "cohort_voters" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "registered_voter_counts" ("stripe", "voters")
SELECT "id" % 64, count(*) FROM "voters" GROUP BY 1;
