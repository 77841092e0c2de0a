-- A contest is live from its gun until its last runner is in or its time limit has passed, whatever its event's
-- calendar says (docs/results.md §Live): the time limit as imported, and the runners on the course as each
-- recompute leaves them.
ALTER TABLE "contests" ADD COLUMN "time_limit_ms" integer;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "on_course_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Contests computed before this migration: count their runners on the course once.
UPDATE "contests" c SET "on_course_count" = (SELECT count(*) FROM "results" r WHERE r.contest_key = c.key AND r.status = 'started');
