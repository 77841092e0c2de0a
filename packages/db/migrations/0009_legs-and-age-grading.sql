-- Multisport legs on checkpoints (the sport of the stretch ending there), the organiser's switch that makes the WMA age
-- grading official, and each result's age grade with its rank (docs/age-grading.md).
ALTER TABLE "checkpoints" ADD COLUMN "leg" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "age_grading_official" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "age_graded_ms" integer;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "age_grade_pct" double precision;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "age_grade_rank" integer;--> statement-breakpoint
CREATE INDEX "results_age_grade_rank_idx" ON "results" USING btree ("contest_key","age_grade_rank");--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_leg_check" CHECK ("checkpoints"."leg" in ('swim', 'bike', 'run', 'transition'));