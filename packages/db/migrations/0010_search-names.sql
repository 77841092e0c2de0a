-- The vocabulary of "did you mean" (participant search, ADR 005): each contest's distinct first names, last names,
-- display names and clubs, folded, with a reference count. Statement-level triggers keep it in step with
-- participants, set-based over the transition tables (an import of 23,500 entrants costs ~0.2 s more on PGlite).
CREATE TABLE "search_names" (
	"contest_key" integer NOT NULL,
	"name" text NOT NULL,
	"shown" text NOT NULL,
	"refs" integer NOT NULL,
	CONSTRAINT "search_names_pkey" PRIMARY KEY("contest_key","name")
);
--> statement-breakpoint
ALTER TABLE "search_names" ADD CONSTRAINT "search_names_contest_key_contests_key_fk" FOREIGN KEY ("contest_key") REFERENCES "public"."contests"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_names_trgm_idx" ON "search_names" USING gist ("name" gist_trgm_ops);
--> statement-breakpoint
-- Adds `deltas` (negative to remove) to the counts of the names `shown` in the contests `keys`, folded as the
-- search folds them. A name no field carries any more is deleted first, rather than updated then deleted.
CREATE FUNCTION search_names_count(keys integer[], shown text[], deltas integer[]) RETURNS void
  LANGUAGE sql VOLATILE
BEGIN ATOMIC
  DELETE FROM search_names AS s
  USING (SELECT u.key, btrim(regexp_replace(search_fold(u.shown), ' {2,}', ' ', 'g')) AS name, sum(u.delta) AS delta
         FROM unnest(keys, shown, deltas) AS u(key, shown, delta) GROUP BY 1, 2) AS change
  WHERE s.contest_key = change.key AND s.name = change.name AND s.refs + change.delta <= 0;
  INSERT INTO search_names AS s (contest_key, name, shown, refs)
  SELECT change.key, change.name, change.shown, change.delta
  FROM (SELECT u.key, btrim(regexp_replace(search_fold(u.shown), ' {2,}', ' ', 'g')) AS name, sum(u.delta)::int AS delta,
               -- the spelling most fields carry, rather not in capitals
               (array_agg(u.shown ORDER BY u.delta DESC, u.shown = upper(u.shown), u.shown))[1] AS shown
        FROM unnest(keys, shown, deltas) AS u(key, shown, delta) GROUP BY 1, 2) AS change
  WHERE change.name <> ''
    AND (change.delta > 0
         OR EXISTS (SELECT 1 FROM search_names AS t WHERE t.contest_key = change.key AND t.name = change.name))
  ON CONFLICT (contest_key, name) DO UPDATE SET refs = s.refs + excluded.refs;
END;
--> statement-breakpoint
-- Counted by distinct spelling first: a contest has a few thousand, and search_fold() runs once for each.
CREATE FUNCTION search_names_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_names_count(array_agg(key), array_agg(shown), array_agg(n))
  FROM (SELECT p.contest_key AS key, v.shown, count(*)::int AS n
        FROM new_rows AS p, LATERAL (VALUES (p.first_name), (p.last_name), (p.display_name), (p.club)) AS v(shown)
        WHERE v.shown IS NOT NULL GROUP BY 1, 2) AS names;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_names_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_names_count(array_agg(key), array_agg(shown), array_agg(-n))
  FROM (SELECT p.contest_key AS key, v.shown, count(*)::int AS n
        FROM old_rows AS p, LATERAL (VALUES (p.first_name), (p.last_name), (p.display_name), (p.club)) AS v(shown)
        WHERE v.shown IS NOT NULL GROUP BY 1, 2) AS names;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose names, club or contest changed count (age groups and timer statuses are updated in bulk).
CREATE FUNCTION search_names_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_names_count(array_agg(key), array_agg(shown), array_agg(n))
  FROM (SELECT v.key, v.shown, sum(v.sign)::int AS n
        FROM old_rows AS o JOIN new_rows AS p ON p.key = o.key,
        LATERAL (VALUES (o.contest_key, o.first_name, -1), (o.contest_key, o.last_name, -1),
                        (o.contest_key, o.display_name, -1), (o.contest_key, o.club, -1),
                        (p.contest_key, p.first_name, 1), (p.contest_key, p.last_name, 1),
                        (p.contest_key, p.display_name, 1), (p.contest_key, p.club, 1)) AS v(key, shown, sign)
        WHERE (o.contest_key, o.first_name, o.last_name, o.display_name, o.club)
              IS DISTINCT FROM (p.contest_key, p.first_name, p.last_name, p.display_name, p.club)
          AND v.shown IS NOT NULL
        GROUP BY 1, 2 HAVING sum(v.sign) <> 0) AS names;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Transition tables allow one event per trigger, hence three.
CREATE TRIGGER search_names_inserted AFTER INSERT ON participants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_inserted();
--> statement-breakpoint
CREATE TRIGGER search_names_deleted AFTER DELETE ON participants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_deleted();
--> statement-breakpoint
CREATE TRIGGER search_names_updated AFTER UPDATE ON participants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_updated();
--> statement-breakpoint
-- The participants already stored.
SELECT search_names_count(array_agg(key), array_agg(shown), array_agg(n))
FROM (SELECT p.contest_key AS key, v.shown, count(*)::int AS n
      FROM participants AS p, LATERAL (VALUES (p.first_name), (p.last_name), (p.display_name), (p.club)) AS v(shown)
      WHERE v.shown IS NOT NULL GROUP BY 1, 2) AS names;
--> statement-breakpoint
ANALYZE search_names;
