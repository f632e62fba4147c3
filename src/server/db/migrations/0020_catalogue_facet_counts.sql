-- Lists counted their shade families and sizes, and the "on sale" list its brands and categories,
-- over every product they held (at a million products: 77 ms for a category page's families, over
-- five seconds for the sale list under load). catalogue_counts now keeps those too
-- (docs/decisions/029): each category and brand pair has a row for all its products (shade family
-- and size ''), one per family and one per size its products hold, and one per family and size
-- held together; each row also counts the products of it on sale.
ALTER TABLE "catalogue_counts" ADD COLUMN "shade_family" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_counts" ADD COLUMN "size" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_counts" ADD COLUMN "on_sale" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_counts" DROP CONSTRAINT "catalogue_counts_category_brand_pk";--> statement-breakpoint
ALTER TABLE "catalogue_counts" ADD CONSTRAINT "catalogue_counts_category_brand_shade_family_size_pk" PRIMARY KEY("category","brand","shade_family","size");--> statement-breakpoint
-- The rows a product counts in: its pair with '' and each of its families, times '' and each of
-- its sizes. On sale as list-filters.ts says it: its own sale price or a running scheduled sale's.
CREATE FUNCTION catalogue_count_rows(families text[], sizes text[])
  RETURNS TABLE (shade_family text, size text) LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT f, s FROM unnest(ARRAY['']::text[] || families) AS f,
    unnest(ARRAY['']::text[] || array_remove(sizes, '')) AS s $$;
--> statement-breakpoint
DELETE FROM catalogue_counts;
--> statement-breakpoint
INSERT INTO catalogue_counts (category, brand, shade_family, size, products, on_sale)
  SELECT p.category, COALESCE(p.brand, ''), r.shade_family, r.size, count(*),
    count(*) FILTER (WHERE p.sale_price IS NOT NULL OR p.promo_price IS NOT NULL)
  FROM products p, catalogue_count_rows(p.shade_families, p.sizes) r
  WHERE p.status = 'active'
  GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- In key order, so two imports at once take the rows' locks in the same order.
CREATE OR REPLACE FUNCTION products_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (category, brand, shade_family, size, products, on_sale)
    SELECT p.category, COALESCE(p.brand, ''), r.shade_family, r.size, count(*),
      count(*) FILTER (WHERE p.sale_price IS NOT NULL OR p.promo_price IS NOT NULL)
    FROM new_products p, catalogue_count_rows(p.shade_families, p.sizes) r
    WHERE p.status = 'active'
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (category, brand, shade_family, size) DO UPDATE
    SET products = c.products + excluded.products, on_sale = c.on_sale + excluded.on_sale;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_counts c
    SET products = greatest(c.products - gone.n, 0), on_sale = greatest(c.on_sale - gone.on_sale, 0)
    FROM (SELECT p.category, COALESCE(p.brand, '') AS brand, r.shade_family, r.size, count(*) AS n,
        count(*) FILTER (WHERE p.sale_price IS NOT NULL OR p.promo_price IS NOT NULL) AS on_sale
      FROM old_products p, catalogue_count_rows(p.shade_families, p.sizes) r
      WHERE p.status = 'active' GROUP BY 1, 2, 3, 4) gone
    WHERE (c.category, c.brand, c.shade_family, c.size)
      = (gone.category, gone.brand, gone.shade_family, gone.size);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'active' THEN
    UPDATE catalogue_counts c SET products = greatest(c.products - 1, 0),
        on_sale = greatest(c.on_sale - (OLD.sale_price IS NOT NULL OR OLD.promo_price IS NOT NULL)::int, 0)
      FROM catalogue_count_rows(OLD.shade_families, OLD.sizes) r
      WHERE (c.category, c.brand, c.shade_family, c.size)
        = (OLD.category, COALESCE(OLD.brand, ''), r.shade_family, r.size);
  END IF;
  IF NEW.status = 'active' THEN
    INSERT INTO catalogue_counts AS c (category, brand, shade_family, size, products, on_sale)
      SELECT NEW.category, COALESCE(NEW.brand, ''), r.shade_family, r.size, 1,
        (NEW.sale_price IS NOT NULL OR NEW.promo_price IS NOT NULL)::int
      FROM catalogue_count_rows(NEW.shade_families, NEW.sizes) r ORDER BY 3, 4
    ON CONFLICT (category, brand, shade_family, size) DO UPDATE
      SET products = c.products + 1, on_sale = c.on_sale + excluded.on_sale;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Still passed by every stock change: only a change of status, place, families, sizes or being on
-- sale counts.
DROP TRIGGER products_counts_update ON products;
--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products
  FOR EACH ROW WHEN ((OLD.status, OLD.category, OLD.brand, OLD.shade_families, OLD.sizes,
      OLD.sale_price IS NOT NULL OR OLD.promo_price IS NOT NULL)
    IS DISTINCT FROM (NEW.status, NEW.category, NEW.brand, NEW.shade_families, NEW.sizes,
      NEW.sale_price IS NOT NULL OR NEW.promo_price IS NOT NULL))
  EXECUTE FUNCTION products_counts_updated();
--> statement-breakpoint
-- A category page of one brand and one shade family in price order (at a million products:
-- 2,450 matches sorted for 24, 12 ms) walks this index in price order instead (0.8 ms). It
-- holds the old index's columns first, so it serves what that one did.
DROP INDEX "products_category_brand_idx";--> statement-breakpoint
CREATE INDEX "products_category_brand_price_idx" ON "products" USING btree ("status","category","brand","effective_price","id");--> statement-breakpoint
-- A brand sells in few categories: without these statistics the planner multiplies the two
-- shares (13,600 of MAC's makeup expected, 39,400 found) and never picks the walk above.
CREATE STATISTICS products_category_brand_stats (dependencies, mcv) ON category, brand FROM products;--> statement-breakpoint
ANALYZE products;
