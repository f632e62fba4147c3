CREATE TABLE "search_posting_lists" (
	"word" text PRIMARY KEY NOT NULL,
	"kept" integer DEFAULT 0 NOT NULL,
	"kept_after" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "search_postings" (
	"word" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"in_name" boolean NOT NULL,
	"in_kind" boolean NOT NULL,
	"in_key" boolean NOT NULL,
	CONSTRAINT "search_postings_word_created_at_product_id_pk" PRIMARY KEY("word","created_at","product_id")
);
--> statement-breakpoint
-- Each word's newest active products (docs/decisions/050). A list keeps every active product
-- holding its word created after kept_after, and where in the product the word is (a search
-- ranks by it without reading the product's words); past 4,000 it is cut back to its newest
-- 2,000 (a search reads at most 1,001 of a word). Lists change in word order, so two writers never wait
-- on each other's words crosswise.
CREATE FUNCTION trim_search_postings(words text[]) RETURNS void LANGUAGE sql AS $$
  WITH cut AS (
    SELECT l.word, newest.created_at AS after
    FROM search_posting_lists l
    CROSS JOIN LATERAL (
      SELECT s.created_at FROM search_postings s WHERE s.word = l.word
      ORDER BY s.created_at DESC, s.product_id DESC OFFSET 2000 LIMIT 1
    ) newest
    WHERE l.word = ANY(words) AND l.kept > 4000
  ), dropped AS (
    DELETE FROM search_postings s USING cut
    WHERE s.word = cut.word AND s.created_at <= cut.after
    RETURNING s.word
  )
  UPDATE search_posting_lists l
  SET kept = l.kept - gone.n, kept_after = greatest(l.kept_after, cut.after)
  FROM cut JOIN (SELECT word, count(*)::int AS n FROM dropped GROUP BY word) gone USING (word)
  WHERE l.word = cut.word
$$;
--> statement-breakpoint
CREATE FUNCTION add_search_postings(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  long_lists text[];
BEGIN
  WITH listed AS (
    SELECT w.word, p.created_at, p.id,
      w.word = ANY(tsvector_to_array(p.name_vector)) AS in_name,
      w.word = ANY(tsvector_to_array(p.kind_vector)) AS in_kind,
      w.word = ANY(tsvector_to_array(p.key_vector)) AS in_key,
      row_number() OVER (PARTITION BY w.word ORDER BY p.created_at DESC, p.id DESC) AS rank
    FROM products p
    CROSS JOIN unnest(tsvector_to_array(p.search_vector)) AS w(word)
    LEFT JOIN search_posting_lists l ON l.word = w.word
    WHERE p.id = ANY(ids) AND p.status = 'active'
      AND (l.kept_after IS NULL OR p.created_at > l.kept_after)
  ), added AS (
    INSERT INTO search_postings (word, created_at, product_id, in_name, in_kind, in_key)
    SELECT word, created_at, id, in_name, in_kind, in_key FROM listed WHERE rank <= 4000
    ON CONFLICT DO NOTHING
    RETURNING word
  ), counted AS (
    SELECT word, count(*)::int AS n FROM added GROUP BY word
  ), overflow AS (
    -- More than a list keeps at once: it is whole after the first product left out.
    SELECT word, created_at AS after FROM listed WHERE rank = 4001
  ), listed_words AS (
    INSERT INTO search_posting_lists AS l (word, kept, kept_after)
    SELECT word, coalesce(counted.n, 0), overflow.after
    FROM counted FULL JOIN overflow USING (word)
    ORDER BY word
    ON CONFLICT (word) DO UPDATE
      SET kept = l.kept + excluded.kept, kept_after = greatest(l.kept_after, excluded.kept_after)
    RETURNING l.word, l.kept
  )
  SELECT array_agg(word) INTO long_lists FROM listed_words WHERE kept > 4000;
  IF long_lists IS NOT NULL THEN
    PERFORM trim_search_postings(long_lists);
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION remove_search_postings(ids integer[], times timestamptz[], vectors tsvector[])
RETURNS void LANGUAGE sql AS $$
  WITH gone AS (
    SELECT w.word, g.created_at, g.id
    FROM unnest(ids, times, vectors) AS g(id, created_at, vector)
    CROSS JOIN unnest(tsvector_to_array(g.vector)) AS w(word)
  ), dropped AS (
    DELETE FROM search_postings s USING gone
    WHERE s.word = gone.word AND s.created_at = gone.created_at AND s.product_id = gone.id
    RETURNING s.word
  )
  INSERT INTO search_posting_lists AS l (word, kept)
  SELECT word, -count(*)::int FROM dropped GROUP BY word ORDER BY word
  ON CONFLICT (word) DO UPDATE SET kept = l.kept + excluded.kept
$$;
--> statement-breakpoint
CREATE FUNCTION products_postings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_search_postings(ARRAY(SELECT id FROM new_products WHERE status = 'active'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_postings_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_postings_inserted();
--> statement-breakpoint
CREATE FUNCTION products_postings_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  times timestamptz[];
  vectors tsvector[];
BEGIN
  SELECT array_agg(id), array_agg(created_at), array_agg(search_vector)
  INTO ids, times, vectors
  FROM old_products WHERE status = 'active';
  IF ids IS NOT NULL THEN
    PERFORM remove_search_postings(ids, times, vectors);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_postings_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_postings_deleted();
--> statement-breakpoint
-- Only when the words, where they are, the status or the date change: a stock change leaves the
-- lists alone.
CREATE FUNCTION products_postings_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'active' THEN
    PERFORM remove_search_postings(ARRAY[OLD.id], ARRAY[OLD.created_at], ARRAY[OLD.search_vector]);
  END IF;
  IF NEW.status = 'active' THEN
    PERFORM add_search_postings(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_postings_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.search_vector IS DISTINCT FROM NEW.search_vector
    OR OLD.key_vector IS DISTINCT FROM NEW.key_vector
    OR OLD.name_vector IS DISTINCT FROM NEW.name_vector
    OR OLD.kind_vector IS DISTINCT FROM NEW.kind_vector
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION products_postings_updated();
--> statement-breakpoint
SELECT add_search_postings(ARRAY(SELECT id FROM products WHERE status = 'active'));
