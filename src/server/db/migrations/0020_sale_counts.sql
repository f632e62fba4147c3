-- The "on sale" list and the home page's Sale tile counted every product on sale (a sequential
-- scan: over five seconds at a million products); catalogue_counts now keeps that count beside
-- each category and brand pair's total, as it keeps the total (migration 0015).
ALTER TABLE "catalogue_counts" ADD COLUMN "on_sale" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE catalogue_counts c SET on_sale = counted.n
  FROM (SELECT category, COALESCE(brand, '') AS brand, count(*)::int AS n FROM products
    WHERE status = 'active' AND (sale_price IS NOT NULL OR promo_price IS NOT NULL)
    GROUP BY 1, 2) counted
  WHERE c.category = counted.category AND c.brand = counted.brand;
--> statement-breakpoint
-- On sale as list-filters.ts says it: the admin's own sale price or a running scheduled sale's.
CREATE OR REPLACE FUNCTION products_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (category, brand, products, on_sale)
    SELECT category, COALESCE(brand, ''), count(*),
      count(*) FILTER (WHERE sale_price IS NOT NULL OR promo_price IS NOT NULL)
    FROM new_products WHERE status = 'active'
    GROUP BY 1, 2
  ON CONFLICT (category, brand) DO UPDATE
    SET products = c.products + excluded.products, on_sale = c.on_sale + excluded.on_sale;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_counts c
    SET products = greatest(c.products - gone.n, 0), on_sale = greatest(c.on_sale - gone.on_sale, 0)
    FROM (SELECT category, COALESCE(brand, '') AS brand, count(*) AS n,
        count(*) FILTER (WHERE sale_price IS NOT NULL OR promo_price IS NOT NULL) AS on_sale
      FROM old_products WHERE status = 'active' GROUP BY 1, 2) gone
    WHERE c.category = gone.category AND c.brand = gone.brand;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'active' THEN
    UPDATE catalogue_counts SET products = greatest(products - 1, 0),
        on_sale = greatest(on_sale - (OLD.sale_price IS NOT NULL OR OLD.promo_price IS NOT NULL)::int, 0)
      WHERE category = OLD.category AND brand = COALESCE(OLD.brand, '');
  END IF;
  IF NEW.status = 'active' THEN
    INSERT INTO catalogue_counts AS c (category, brand, products, on_sale)
      VALUES (NEW.category, COALESCE(NEW.brand, ''), 1,
        (NEW.sale_price IS NOT NULL OR NEW.promo_price IS NOT NULL)::int)
    ON CONFLICT (category, brand) DO UPDATE
      SET products = c.products + 1, on_sale = c.on_sale + excluded.on_sale;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Still passed by every stock change: only a change of status, place or being on sale counts.
DROP TRIGGER products_counts_update ON products;
--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products
  FOR EACH ROW WHEN ((OLD.status, OLD.category, OLD.brand,
      OLD.sale_price IS NOT NULL OR OLD.promo_price IS NOT NULL)
    IS DISTINCT FROM (NEW.status, NEW.category, NEW.brand,
      NEW.sale_price IS NOT NULL OR NEW.promo_price IS NOT NULL))
  EXECUTE FUNCTION products_counts_updated();
