-- Bibs are unique per contest, checked at the end of each statement rather than row by row, so one upsert
-- can swap two participants' bibs (a typical correction in a re-import). drizzle-kit cannot express
-- DEFERRABLE on a unique constraint, and PostgreSQL cannot ALTER it in place: drop and re-add.
ALTER TABLE "participants" DROP CONSTRAINT "participants_contest_key_bib_key";
--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_contest_key_bib_key" UNIQUE ("contest_key", "bib") DEFERRABLE INITIALLY IMMEDIATE;
