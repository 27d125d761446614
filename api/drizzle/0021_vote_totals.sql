CREATE TABLE "nomination_vote_totals" (
	"nomination_id" integer PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"votes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nomination_vote_totals" ADD CONSTRAINT "nomination_vote_totals_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "votes_keep_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "nomination_vote_totals"
		SET "score" = "score" - OLD."value", "votes" = "votes" - 1
		WHERE "nomination_id" = OLD."nomination_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "nomination_vote_totals" ("nomination_id", "score", "votes")
		VALUES (NEW."nomination_id", NEW."value", 1)
		ON CONFLICT ("nomination_id") DO UPDATE
		SET "score" = "nomination_vote_totals"."score" + EXCLUDED."score",
			"votes" = "nomination_vote_totals"."votes" + 1;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "votes_keep_totals" AFTER INSERT OR UPDATE OR DELETE ON "votes"
FOR EACH ROW EXECUTE FUNCTION "votes_keep_totals"();
--> statement-breakpoint
INSERT INTO "nomination_vote_totals" ("nomination_id", "score", "votes")
SELECT "nomination_id", sum("value"), count(*) FROM "votes" GROUP BY "nomination_id";
