CREATE TABLE "promotion_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_uses_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"max_discount" integer,
	"min_subtotal" integer,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"variant_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"exclude_sale_items" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK (kind IN ('coupon', 'sale')),
	CONSTRAINT "promotions_discount_type_check" CHECK (discount_type IN ('percent', 'fixed', 'free_delivery')),
	CONSTRAINT "promotions_code_check" CHECK (("promotions"."kind" = 'coupon') = ("promotions"."code" IS NOT NULL) AND ("promotions"."code" IS NULL OR "promotions"."code" = upper("promotions"."code"))),
	CONSTRAINT "promotions_value_check" CHECK (CASE "promotions"."discount_type" WHEN 'percent' THEN "promotions"."discount_value" BETWEEN 1 AND 100 WHEN 'fixed' THEN "promotions"."discount_value" > 0 ELSE "promotions"."kind" = 'coupon' AND "promotions"."discount_value" = 0 END),
	CONSTRAINT "promotions_limits_check" CHECK (("promotions"."max_discount" IS NULL OR "promotions"."max_discount" > 0) AND ("promotions"."min_subtotal" IS NULL OR "promotions"."min_subtotal" >= 0) AND ("promotions"."usage_limit" IS NULL OR "promotions"."usage_limit" > 0) AND ("promotions"."per_customer_limit" IS NULL OR "promotions"."per_customer_limit" > 0) AND "promotions"."uses" >= 0),
	CONSTRAINT "promotions_dates_check" CHECK ("promotions"."ends_at" IS NULL OR "promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"free_delivery_dhaka_over" integer,
	"free_delivery_everywhere_over" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row_check" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_free_delivery_check" CHECK (("shop_settings"."free_delivery_dhaka_over" IS NULL OR "shop_settings"."free_delivery_dhaka_over" > 0) AND ("shop_settings"."free_delivery_everywhere_over" IS NULL OR "shop_settings"."free_delivery_everywhere_over" > 0))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "promo_price" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "promo_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "promo_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
-- A generated column's expression cannot change in place (before PostgreSQL 17): drop it, with
-- its two indexes, and add them again charging the scheduled sale's price too.
ALTER TABLE "products" drop column "effective_price";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "effective_price" integer GENERATED ALWAYS AS (COALESCE(LEAST(sale_price, promo_price), price)) STORED;--> statement-breakpoint
CREATE INDEX "products_status_price_idx" ON "products" USING btree ("status","effective_price");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("status","category","effective_price");--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_uses_promotion_id_user_id_index" ON "promotion_uses" USING btree ("promotion_id","user_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_promotion_id_phone_index" ON "promotion_uses" USING btree ("promotion_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" USING btree ("code") WHERE "promotions"."code" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "promotions_sales_idx" ON "promotions" USING btree ("kind","starts_at","ends_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_check" CHECK ("order_items"."discount" BETWEEN 0 AND "order_items"."unit_price" * "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal" >= 0 AND "orders"."discount" BETWEEN 0 AND "orders"."subtotal" AND "orders"."shipping" >= 0 AND "orders"."delivery_discount" >= 0 AND "orders"."cod_charge" >= 0 AND "orders"."total" = "orders"."subtotal" - "orders"."discount" + "orders"."shipping" + "orders"."cod_charge");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_promo_price_check" CHECK ("product_variants"."promo_price" IS NULL OR "product_variants"."promo_price" >= 0);--> statement-breakpoint
-- Hand-written from here (docs/decisions/016). Shop settings start with no free delivery.
INSERT INTO "shop_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A scheduled sale's prices are kept on the variants while it runs: apply_sales(at) sets each
-- variant's promo price to the lowest any sale running at `at` gives it (percent off rounded to
-- whole taka, fixed off never below zero, only where it saves something), with that sale's end,
-- and clears it where none runs.
-- Only rows whose price changes are written, so running it again is cheap and harmless: every
-- server's sale clock calls it at each start and end, and after an admin changes a sale.
CREATE FUNCTION apply_sales(at timestamptz) RETURNS integer LANGUAGE sql AS $$
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
        r.ends_at
      FROM product_variants v
      JOIN products p ON p.id = v.product_id
      JOIN running r ON v.product_id = ANY (r.product_ids) OR v.id = ANY (r.variant_ids)
        OR p.category = ANY (r.categories) OR p.brand = ANY (r.brands)
  ), offers AS (
    -- A percent that rounds to no saving (1 % of ৳10) is no sale; of equal prices, the sale
    -- that lasts longer is the one shown, so a countdown never ends on an unchanged price.
    SELECT DISTINCT ON (id) id, price, ends_at FROM priced WHERE price < regular
      ORDER BY id, price, ends_at DESC NULLS FIRST
  ), wanted AS (
    SELECT v.id, o.price, o.ends_at FROM product_variants v LEFT JOIN offers o ON o.id = v.id
      WHERE (v.promo_price, v.promo_ends_at) IS DISTINCT FROM (o.price, o.ends_at)
  ), changed AS (
    UPDATE product_variants v SET promo_price = w.price, promo_ends_at = w.ends_at
      FROM wanted w WHERE v.id = w.id
      RETURNING 1
  )
  SELECT count(*)::integer FROM changed;
$$;--> statement-breakpoint
-- The summary (0004) now charges the lower of a variant's own sale price and its sale's price:
-- the product's promo price and the end of the sale that gives its cheapest variant its price.
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
      max(COALESCE(LEAST(v.sale_price, v.promo_price), v.price)) AS price_max,
      CASE WHEN first_option IS NULL THEN 0 ELSE count(DISTINCT v.option1)::integer END AS value_count,
      COALESCE(array_agg(DISTINCT v.shade_family ORDER BY v.shade_family)
        FILTER (WHERE v.shade_family IS NOT NULL), '{}') AS shade_families,
      COALESCE(array_agg(DISTINCT v.size ORDER BY v.size) FILTER (WHERE v.size IS NOT NULL), '{}') AS sizes,
      COALESCE(string_agg(concat_ws(' ', v.option1, v.option2, v.option3, NULLIF(v.sku, 'SG-' || target)),
        ' ' ORDER BY v.position, v.id), '') AS variant_text
    INTO facts
    FROM (SELECT *, CASE size_position WHEN 1 THEN option1 WHEN 2 THEN option2 WHEN 3 THEN option3 END AS size
      FROM product_variants WHERE product_id = target AND status = 'active') v;
  SELECT price, sale_price, promo_price,
      CASE WHEN promo_price < COALESCE(sale_price, price) THEN promo_ends_at END AS sale_ends_at
    INTO cheapest
    FROM product_variants WHERE product_id = target AND status = 'active'
    ORDER BY COALESCE(LEAST(sale_price, promo_price), price), position, id LIMIT 1;
  IF FOUND THEN
    UPDATE products SET stock_quantity = facts.total, price = cheapest.price, sale_price = cheapest.sale_price,
        promo_price = cheapest.promo_price, sale_ends_at = cheapest.sale_ends_at,
        price_max = facts.price_max, option_name = first_option, option_value_count = facts.value_count,
        shade_families = facts.shade_families, sizes = facts.sizes, variant_text = facts.variant_text
      WHERE id = target
        AND (stock_quantity, price, sale_price, promo_price, sale_ends_at, price_max, option_name,
            option_value_count, shade_families, sizes, variant_text)
          IS DISTINCT FROM (facts.total, cheapest.price, cheapest.sale_price, cheapest.promo_price,
            cheapest.sale_ends_at, facts.price_max, first_option, facts.value_count, facts.shade_families,
            facts.sizes, facts.variant_text);
  ELSE
    UPDATE products SET stock_quantity = 0, option_name = first_option, option_value_count = 0,
        shade_families = '{}', sizes = '{}', variant_text = '', promo_price = NULL, sale_ends_at = NULL
      WHERE id = target
        AND (stock_quantity, option_name, option_value_count, shade_families, sizes, variant_text, promo_price, sale_ends_at)
          IS DISTINCT FROM (0, first_option, 0, '{}'::text[], '{}'::text[], '', NULL::integer, NULL::timestamptz);
  END IF;
END
$$;--> statement-breakpoint
DROP TRIGGER product_variants_summary ON product_variants;--> statement-breakpoint
CREATE TRIGGER product_variants_summary
  AFTER INSERT OR DELETE OR UPDATE OF product_id, price, sale_price, promo_price, promo_ends_at, stock_quantity, status, option1, option2, option3, sku, shade_family, position
  ON product_variants FOR EACH ROW EXECUTE FUNCTION product_variants_summarise();
