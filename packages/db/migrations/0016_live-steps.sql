-- Live steps (ADR 032): a live read recomputes its runner only. The runners whose reads changed wait in
-- pending_runners (written with the reads); lists show the contest's list_version, which a live step moves at most
-- every few seconds; settled_at says when a whole recompute last stored every place.
CREATE TABLE "pending_runners" (
	"contest_key" integer NOT NULL,
	"bib" text NOT NULL,
	CONSTRAINT "pending_runners_contest_key_bib_pk" PRIMARY KEY("contest_key","bib")
);
--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "list_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "list_version_at" timestamp(3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "settled_at" timestamp(3) with time zone;--> statement-breakpoint
-- Contests computed before this migration: their lists show their version, and their places are stored.
UPDATE "contests" SET "list_version" = "data_version", "settled_at" = now();
