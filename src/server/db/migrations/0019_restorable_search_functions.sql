-- pg_restore runs with an empty search_path, and computes products' generated columns with
-- shop_tokens while it loads them: its call of shop_normalize must name the schema, or a restore
-- of a backup stops with "function shop_normalize(text) does not exist" (docs/decisions/026).
-- The same function otherwise, still inlined by the planner.
CREATE OR REPLACE FUNCTION shop_tokens(value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_remove(regexp_split_to_array(
    regexp_replace(public.shop_normalize(value), '([a-z])([0-9])|([0-9])([a-z])', '\1\3 \2\4', 'g'),
    '[][\s!"#$%&''()*+,./:;<=>?@\\^_`{|}~–—।-]+'), '') $$;
