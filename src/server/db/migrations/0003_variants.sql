CREATE TABLE "product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_options_position_check" CHECK ("product_options"."position" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"option1" text,
	"option2" text,
	"option3" text,
	"price" integer NOT NULL,
	"sale_price" integer,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"swatch" text,
	"shade_family" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price" >= 0),
	CONSTRAINT "product_variants_sale_price_check" CHECK ("product_variants"."sale_price" IS NULL OR ("product_variants"."sale_price" >= 0 AND "product_variants"."sale_price" < "product_variants"."price")),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock_quantity" >= 0),
	CONSTRAINT "product_variants_status_check" CHECK (status IN ('active', 'inactive')),
	CONSTRAINT "product_variants_swatch_check" CHECK ("product_variants"."swatch" IS NULL OR "product_variants"."swatch" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
DROP INDEX "cart_items_user_product_idx";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_title" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
-- Hand-written from here to the indexes (docs/decisions/011): every product gets its default
-- variant, carrying its price, sale price and stock, and cart lines and order items point at it.
INSERT INTO "product_variants" ("product_id", "sku", "price", "sale_price", "stock_quantity", "created_at", "updated_at")
SELECT "id", 'SG-' || "id", "price", "sale_price", "stock_quantity", "created_at", "updated_at" FROM "products";--> statement-breakpoint
UPDATE "cart_items" SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = "cart_items"."product_id";--> statement-breakpoint
UPDATE "order_items" SET "variant_id" = v."id", "sku" = v."sku" FROM "product_variants" v WHERE v."product_id" = "order_items"."product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_product_position_idx" ON "product_options" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_product_id_index" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_variant_idx" ON "cart_items" USING btree ("user_id","variant_id");--> statement-breakpoint
CREATE INDEX "cart_items_variant_id_index" ON "cart_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "order_items_variant_id_index" ON "order_items" USING btree ("variant_id");;--> statement-breakpoint
-- The product's price, sale price and stock become a summary of its active variants: the stock
-- summed, the prices of the one charged least. Locking the product row first makes two
-- transactions changing two shades of one product take turns, so neither sums a stale stock.
CREATE FUNCTION refresh_product_summary(target integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total integer;
  cheapest record;
BEGIN
  PERFORM 1 FROM products WHERE id = target FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT COALESCE(sum(stock_quantity), 0) INTO total
    FROM product_variants WHERE product_id = target AND status = 'active';
  SELECT price, sale_price INTO cheapest
    FROM product_variants WHERE product_id = target AND status = 'active'
    ORDER BY COALESCE(sale_price, price), position, id LIMIT 1;
  IF FOUND THEN
    UPDATE products SET stock_quantity = total, price = cheapest.price, sale_price = cheapest.sale_price
      WHERE id = target
        AND (stock_quantity, price, sale_price) IS DISTINCT FROM (total, cheapest.price, cheapest.sale_price);
  ELSE
    UPDATE products SET stock_quantity = 0 WHERE id = target AND stock_quantity <> 0;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION product_variants_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_product_summary(OLD.product_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.product_id <> OLD.product_id) THEN
    PERFORM refresh_product_summary(NEW.product_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_summary
  AFTER INSERT OR DELETE OR UPDATE OF product_id, price, sale_price, stock_quantity, status
  ON product_variants FOR EACH ROW EXECUTE FUNCTION product_variants_summarise();--> statement-breakpoint
-- A new product starts with its default variant, priced and stocked as the product was written.
CREATE FUNCTION products_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_variants (product_id, sku, price, sale_price, stock_quantity)
    VALUES (NEW.id, 'SG-' || NEW.id, NEW.price, NEW.sale_price, NEW.stock_quantity);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_default_variant
  AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION products_default_variant();--> statement-breakpoint
-- A statement writing a product's price, sale price or stock itself (a script, an older code
-- path) writes them to its default variant, whose trigger writes the summary back; for a product
-- with options that write is refused: only its variants can say. Depth 1 is a statement's own
-- write; deeper is the summary being refreshed.
CREATE FUNCTION products_write_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1
    OR (NEW.price, NEW.sale_price, NEW.stock_quantity) IS NOT DISTINCT FROM (OLD.price, OLD.sale_price, OLD.stock_quantity) THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM product_options WHERE product_id = NEW.id) THEN
    RAISE EXCEPTION 'product % has options: its price, sale price and stock come from its variants', NEW.id
      USING ERRCODE = 'check_violation';
  END IF;
  UPDATE product_variants
    SET price = NEW.price, sale_price = NEW.sale_price, stock_quantity = NEW.stock_quantity, updated_at = now()
    WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_write_default_variant
  AFTER UPDATE OF price, sale_price, stock_quantity ON products
  FOR EACH ROW EXECUTE FUNCTION products_write_default_variant();
