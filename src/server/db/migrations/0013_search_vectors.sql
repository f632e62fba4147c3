-- Search by words (docs/decisions/021). A text's words as the catalogue and the search box both
-- cut them: shop_normalize (lower case, no accents or apostrophes), letters apart from digits
-- ('spf50' is 'spf 50'), split at spaces and ASCII or Bangla punctuation. Not [:punct:]: on
-- some servers it holds Bangla's vowel signs and hasanta, which would cut 'লিপস্টিক' in two.
CREATE OR REPLACE FUNCTION shop_tokens(value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_remove(regexp_split_to_array(
    regexp_replace(shop_normalize(value), '([a-z])([0-9])|([0-9])([a-z])', '\1\3 \2\4', 'g'),
    '[][\s!"#$%&''()*+,./:;<=>?@\\^_`{|}~–—।-]+'), '') $$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(shop_tokens(name || ' ' || COALESCE(brand, '') || ' ' || category || ' ' || search_words || ' ' || description || ' ' || variant_text))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "key_vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(shop_tokens(name || ' ' || COALESCE(brand, '') || ' ' || category || ' ' || search_words))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
DROP INDEX "products_status_created_idx";--> statement-breakpoint
CREATE INDEX "products_active_newest_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status" = 'active';--> statement-breakpoint
-- Byte order ("C"), so a word's prefix is a range of the primary key. `products` counts the
-- products holding the word: how broad a search is, before it runs (search-words.ts).
CREATE TABLE "search_vocabulary" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO search_vocabulary (word, products)
  SELECT word, count(*) FROM products, unnest(tsvector_to_array(search_vector)) AS word GROUP BY word;
--> statement-breakpoint
-- The counts follow the products: an insert or a delete counts once per statement (an import of
-- thousands in one go), an update only when the product's words changed (a stock change rewrites
-- the row but not its words). A word no product holds any more stays at 0: a search for it finds
-- nothing, which is true, and its count says so before it runs.
CREATE FUNCTION count_vocabulary(words text[], change integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_vocabulary AS v (word, products)
    SELECT word, count(*) * change FROM unnest(words) AS word GROUP BY word
  ON CONFLICT (word) DO UPDATE SET products = greatest(v.products + excluded.products, 0)
$$;
--> statement-breakpoint
CREATE FUNCTION products_vocabulary_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_vocabulary(ARRAY(
    SELECT unnest(tsvector_to_array(search_vector)) FROM new_products), 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_vocabulary_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_vocabulary_inserted();
--> statement-breakpoint
CREATE FUNCTION products_vocabulary_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_vocabulary(ARRAY(
    SELECT unnest(tsvector_to_array(search_vector)) FROM old_products), -1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_vocabulary_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_vocabulary_deleted();
--> statement-breakpoint
CREATE FUNCTION products_vocabulary_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before text[] := tsvector_to_array(OLD.search_vector);
  after text[] := tsvector_to_array(NEW.search_vector);
BEGIN
  PERFORM count_vocabulary(ARRAY(SELECT unnest(after) EXCEPT SELECT unnest(before)), 1);
  PERFORM count_vocabulary(ARRAY(SELECT unnest(before) EXCEPT SELECT unnest(after)), -1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_vocabulary_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION products_vocabulary_updated();
