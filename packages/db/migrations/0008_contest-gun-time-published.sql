-- False when a contest's results export published no gun time (a net-only file, docs/import.md): its results then
-- carry none. Every existing contest keeps its gun times.
ALTER TABLE "contests" ADD COLUMN "gun_time_published" boolean DEFAULT true NOT NULL;