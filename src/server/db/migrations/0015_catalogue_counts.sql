CREATE TABLE "catalogue_counts" (
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_counts_category_brand_pk" PRIMARY KEY("category","brand")
);
--> statement-breakpoint
INSERT INTO catalogue_counts (category, brand, products)
  SELECT category, COALESCE(brand, ''), count(*) FROM products WHERE status = 'active'
  GROUP BY 1, 2;
--> statement-breakpoint
-- Counts follow the active products: inserts and deletes once per statement (an import of
-- thousands in one go), an update only when its status, category or brand changed, so the stock
-- changes of every order pass it by.
CREATE FUNCTION products_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (category, brand, products)
    SELECT category, COALESCE(brand, ''), count(*) FROM new_products WHERE status = 'active'
    GROUP BY 1, 2
  ON CONFLICT (category, brand) DO UPDATE SET products = c.products + excluded.products;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_counts_inserted();
--> statement-breakpoint
CREATE FUNCTION products_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_counts c SET products = greatest(c.products - gone.n, 0)
    FROM (SELECT category, COALESCE(brand, '') AS brand, count(*) AS n FROM old_products
      WHERE status = 'active' GROUP BY 1, 2) gone
    WHERE c.category = gone.category AND c.brand = gone.brand;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_counts_deleted();
--> statement-breakpoint
CREATE FUNCTION products_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'active' THEN
    UPDATE catalogue_counts SET products = greatest(products - 1, 0)
      WHERE category = OLD.category AND brand = COALESCE(OLD.brand, '');
  END IF;
  IF NEW.status = 'active' THEN
    INSERT INTO catalogue_counts AS c (category, brand, products)
      VALUES (NEW.category, COALESCE(NEW.brand, ''), 1)
    ON CONFLICT (category, brand) DO UPDATE SET products = c.products + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products
  FOR EACH ROW WHEN ((OLD.status, OLD.category, OLD.brand) IS DISTINCT FROM (NEW.status, NEW.category, NEW.brand))
  EXECUTE FUNCTION products_counts_updated();
