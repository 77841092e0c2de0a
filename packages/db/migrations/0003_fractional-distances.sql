-- A half marathon is 21 097.5 m: distances keep their fraction.
ALTER TABLE "checkpoints" ALTER COLUMN "distance_m" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "contests" ALTER COLUMN "distance_m" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "results" ALTER COLUMN "split_segment_m" SET DATA TYPE double precision[];