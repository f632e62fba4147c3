-- A new product was written twice: inserted without price_max, then rewritten by its default
-- variant's summary (refresh_product_summary, migration 0004) only to add it. The first version
-- stayed behind as dead space: a catalogue built by inserts took about twice the pages it needs
-- (342,619 for the bench's 1,000,000 products, 167,365 once rewritten), and each new product cost
-- two row writes and their index entries. A new product now arrives with the price_max its
-- default variant gives it, and the summary finds nothing to change.
CREATE OR REPLACE FUNCTION products_price_max_at_insert() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- The default variant copies the price and sale price (products_default_variant); its price
  -- for the summary is the sale price when there is one, as COALESCE(LEAST(sale, promo), price).
  NEW.price_max := COALESCE(NEW.price_max, NEW.sale_price, NEW.price);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_price_max_at_insert BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_price_max_at_insert();
