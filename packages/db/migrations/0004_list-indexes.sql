-- Indexes the list queries rely on: results by (contest, status, rank) for the status filter, like the gender
-- and age-group ones; and the start list's name sort, which orders by sort_name collate "C" — an index under the
-- default collation cannot serve that ORDER BY, so it is rebuilt under "C".
DROP INDEX "participants_sort_name_idx";--> statement-breakpoint
CREATE INDEX "results_status_rank_idx" ON "results" USING btree ("contest_key","status","rank");--> statement-breakpoint
CREATE INDEX "participants_sort_name_idx" ON "participants" USING btree ("contest_key","sort_name" collate "C");