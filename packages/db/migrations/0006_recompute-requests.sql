-- Contests whose committed reads await a recompute (see src/schema/recompute-requests.ts): a recompute that
-- failed after the reads were committed was lost before. Every contest that ever received live reads is
-- recomputed once after this migration, which repairs any such loss from before it.
CREATE TABLE "recompute_requests" (
	"contest_key" integer PRIMARY KEY NOT NULL,
	"token" bigint DEFAULT nextval('data_version_seq') NOT NULL,
	"requested_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "recompute_requests" ("contest_key") SELECT DISTINCT "contest_key" FROM "passings" WHERE "source" <> 'import';
