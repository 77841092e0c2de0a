-- Row versions (ADR 025): every instance keeps the field of each contest being read in memory, and on a change
-- notification loads only the rows written since the version it holds. A results row takes the version its
-- recompute drew (below the contest's new version); a participant takes one when written, and again when a column
-- the reads show changes.
ALTER TABLE "participants" ADD COLUMN "data_version" bigint DEFAULT nextval('data_version_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "participants_version_idx" ON "participants" USING btree ("contest_key","data_version");--> statement-breakpoint
CREATE INDEX "results_version_idx" ON "results" USING btree ("contest_key","data_version");--> statement-breakpoint
-- A participant's new version is drawn holding its contest's row lock, as a recompute draws its rows' version: no
-- other transaction can give the contest a version in between, so whoever read the contest at any version before
-- this one commits finds the row with a higher one. Generated columns (search, sort_name) are not computed yet in
-- a BEFORE trigger: the shown columns are compared.
CREATE FUNCTION participants_stamp_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM contests WHERE key = NEW.contest_key FOR UPDATE;
  NEW.data_version := nextval('data_version_seq');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER participants_stamp_version BEFORE UPDATE ON participants FOR EACH ROW
  WHEN ((OLD.id, OLD.bib, OLD.first_name, OLD.last_name, OLD.display_name, OLD.club, OLD.country, OLD.nation,
         OLD.gender, OLD.age_group, OLD.contest_key)
        IS DISTINCT FROM
        (NEW.id, NEW.bib, NEW.first_name, NEW.last_name, NEW.display_name, NEW.club, NEW.country, NEW.nation,
         NEW.gender, NEW.age_group, NEW.contest_key))
  EXECUTE FUNCTION participants_stamp_version();
