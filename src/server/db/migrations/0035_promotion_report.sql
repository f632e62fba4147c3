ALTER TABLE "product_variants" ADD COLUMN "promo_promotion_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "list_price" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sale_promotion_id" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_promo_promotion_id_promotions_id_fk" FOREIGN KEY ("promo_promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sale_promotion_id_promotions_id_fk" FOREIGN KEY ("sale_promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_sale_placed_idx" ON "order_items" USING btree ("sale_promotion_id","placed_at") WHERE "order_items"."sale_promotion_id" IS NOT NULL;--> statement-breakpoint
-- As 0006's, and it keeps which sale set each shade's promo price, for the order lines to record.
CREATE OR REPLACE FUNCTION apply_sales(at timestamptz) RETURNS integer LANGUAGE sql AS $$
  WITH running AS (
    SELECT * FROM promotions
      WHERE kind = 'sale' AND active AND starts_at <= at AND (ends_at IS NULL OR ends_at > at)
  ), priced AS (
    SELECT v.id, v.price AS regular,
        CASE r.discount_type
          -- numeric: ৳3,00,000 in poisha times 75 is past an integer's range
          WHEN 'percent' THEN (round(v.price::numeric * (100 - r.discount_value) / 10000) * 100)::integer
          ELSE GREATEST(v.price - r.discount_value, 0)
        END AS price,
        r.ends_at, r.id AS promotion_id
      FROM product_variants v
      JOIN products p ON p.id = v.product_id
      JOIN running r ON v.product_id = ANY (r.product_ids) OR v.id = ANY (r.variant_ids)
        OR p.category = ANY (r.categories) OR p.brand = ANY (r.brands)
  ), offers AS (
    -- A percent that rounds to no saving (1 % of ৳10) is no sale; of equal prices, the sale
    -- that lasts longer is the one shown, so a countdown never ends on an unchanged price.
    SELECT DISTINCT ON (id) id, price, ends_at, promotion_id FROM priced WHERE price < regular
      ORDER BY id, price, ends_at DESC NULLS FIRST, promotion_id
  ), wanted AS (
    SELECT v.id, o.price, o.ends_at, o.promotion_id FROM product_variants v LEFT JOIN offers o ON o.id = v.id
      WHERE (v.promo_price, v.promo_ends_at, v.promo_promotion_id)
        IS DISTINCT FROM (o.price, o.ends_at, o.promotion_id)
  ), changed AS (
    UPDATE product_variants v
      SET promo_price = w.price, promo_ends_at = w.ends_at, promo_promotion_id = w.promotion_id
      FROM wanted w WHERE v.id = w.id
      RETURNING 1
  )
  SELECT count(*)::integer FROM changed;
$$;--> statement-breakpoint
SELECT apply_sales(now());
