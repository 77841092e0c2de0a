-- Extensions and the search fold, before any table uses them (hand-written: drizzle-kit cannot express them).
-- Extensions go to the `public` schema explicitly, so a database whose search_path starts elsewhere (the tests
-- migrate one schema per test file) shares one copy and never drops it with its own schema.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
-- search_fold(text): the one normalisation every name, club, city and query goes through, so searches are
-- case-, accent- and diacritic-insensitive in Latin and Arabic script:
--   unaccent (é→e, ñ→n, ß→ss …), then lower case;
--   hyphens, apostrophes, dots, commas, slashes and brackets become spaces, so each part of "Jean-Pierre"
--   or "N'Diaye" starts a word that a prefix search finds;
--   Arabic: drop the harakat (U+064B–U+065F), the dagger alef (U+0670) and the tatweel (U+0640); write every
--   alef with hamza or madda (أ إ آ ٱ) as a bare alef, alef maqsura (ى) as ya and ta marbuta (ة) as ha.
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index or a generated
-- column; this wrapper names the dictionary explicitly (no search_path lookup at run time) and is declared
-- IMMUTABLE — the usual, documented trade-off: after changing unaccent's rules, rebuild the search columns.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN translate(
    regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    'أإآٱىة-‐–—''’`.,/()',
    'اااايه            '
  );
