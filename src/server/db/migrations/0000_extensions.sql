-- Trigram search (typo-tolerant) and accent-insensitive matching ('loreal' finds L'Oréal).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Search text as people type it: lower case, no accents, no apostrophes.
-- unaccent() is only STABLE; indexes and generated columns need an IMMUTABLE function,
-- which this is as long as the unaccent dictionary does not change.
CREATE OR REPLACE FUNCTION shop_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(public.unaccent('public.unaccent'::regdictionary, lower(value)), '[''’`]', '', 'g') $$;
