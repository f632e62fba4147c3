ALTER TABLE "products" ADD COLUMN "price_max" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_value_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shade_families" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written from here (docs/decisions/011): the summary the variant trigger keeps grows what
-- list pages show and filter on, so a list still reads no variant row: the highest price charged
-- ('৳850 – ৳1,200'), the first option's name and its number of values ('12 shades'), the shade
-- families and sizes on sale (facets), and the option values and SKUs search matches. The
-- default variant's generated SKU (SG-<id>) is left out: 'sg' would match every product.
CREATE OR REPLACE FUNCTION refresh_product_summary(target integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first_option text;
  size_position smallint;
  facts record;
  cheapest record;
BEGIN
  PERFORM 1 FROM products WHERE id = target FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT name INTO first_option FROM product_options WHERE product_id = target AND position = 1;
  SELECT position INTO size_position FROM product_options
    WHERE product_id = target AND lower(name) = 'size' ORDER BY position LIMIT 1;
  SELECT
      COALESCE(sum(v.stock_quantity), 0)::integer AS total,
      max(COALESCE(v.sale_price, v.price)) AS price_max,
      CASE WHEN first_option IS NULL THEN 0 ELSE count(DISTINCT v.option1)::integer END AS value_count,
      COALESCE(array_agg(DISTINCT v.shade_family ORDER BY v.shade_family)
        FILTER (WHERE v.shade_family IS NOT NULL), '{}') AS shade_families,
      COALESCE(array_agg(DISTINCT v.size ORDER BY v.size) FILTER (WHERE v.size IS NOT NULL), '{}') AS sizes,
      COALESCE(string_agg(concat_ws(' ', v.option1, v.option2, v.option3, NULLIF(v.sku, 'SG-' || target)),
        ' ' ORDER BY v.position, v.id), '') AS variant_text
    INTO facts
    FROM (SELECT *, CASE size_position WHEN 1 THEN option1 WHEN 2 THEN option2 WHEN 3 THEN option3 END AS size
      FROM product_variants WHERE product_id = target AND status = 'active') v;
  SELECT price, sale_price INTO cheapest
    FROM product_variants WHERE product_id = target AND status = 'active'
    ORDER BY COALESCE(sale_price, price), position, id LIMIT 1;
  IF FOUND THEN
    UPDATE products SET stock_quantity = facts.total, price = cheapest.price, sale_price = cheapest.sale_price,
        price_max = facts.price_max, option_name = first_option, option_value_count = facts.value_count,
        shade_families = facts.shade_families, sizes = facts.sizes, variant_text = facts.variant_text
      WHERE id = target
        AND (stock_quantity, price, sale_price, price_max, option_name, option_value_count, shade_families, sizes, variant_text)
          IS DISTINCT FROM (facts.total, cheapest.price, cheapest.sale_price, facts.price_max, first_option,
            facts.value_count, facts.shade_families, facts.sizes, facts.variant_text);
  ELSE
    -- Nothing on sale: no stock, and nothing to filter or search by; the prices stay.
    UPDATE products SET stock_quantity = 0, option_name = first_option, option_value_count = 0,
        shade_families = '{}', sizes = '{}', variant_text = ''
      WHERE id = target
        AND (stock_quantity, option_name, option_value_count, shade_families, sizes, variant_text)
          IS DISTINCT FROM (0, first_option, 0, '{}'::text[], '{}'::text[], '');
  END IF;
END
$$;--> statement-breakpoint
DROP TRIGGER product_variants_summary ON product_variants;--> statement-breakpoint
CREATE TRIGGER product_variants_summary
  AFTER INSERT OR DELETE OR UPDATE OF product_id, price, sale_price, stock_quantity, status, option1, option2, option3, sku, shade_family, position
  ON product_variants FOR EACH ROW EXECUTE FUNCTION product_variants_summarise();--> statement-breakpoint
-- Naming, adding or removing an option changes the card's '12 shades' and the sizes facet.
CREATE TRIGGER product_options_summary
  AFTER INSERT OR DELETE OR UPDATE OF product_id, position, name
  ON product_options FOR EACH ROW EXECUTE FUNCTION product_variants_summarise();--> statement-breakpoint
SELECT refresh_product_summary(id) FROM products;--> statement-breakpoint
-- A generated column's expression cannot be changed in place (before PostgreSQL 17): drop it,
-- with its trigram index, and add it again reading the variants' text too.
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (shop_normalize(name || ' ' || COALESCE(brand, '') || ' ' || category || ' ' || description || ' ' || variant_text)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_shade_families_idx" ON "products" USING gin ("shade_families");--> statement-breakpoint
CREATE INDEX "products_sizes_idx" ON "products" USING gin ("sizes");--> statement-breakpoint
CREATE INDEX "products_variant_facets_idx" ON "products" USING btree ("status","category") WHERE "products"."shade_families" <> '{}'::text[] OR "products"."sizes" <> '{}'::text[];
