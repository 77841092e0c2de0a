-- The own fingerprint (ADR 032): a row rewritten with only its places, gaps and ranks changed keeps its data_version,
-- so the fields in memory, which work the places out themselves, do not load it again. Rows stored before this
-- migration have 0 (unknown): their next rewrite gives them a new version once.
ALTER TABLE "results" ADD COLUMN "own_hash" bigint DEFAULT 0 NOT NULL;