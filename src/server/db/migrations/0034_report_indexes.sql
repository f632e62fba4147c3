-- Reports read a range of days from these indexes alone (docs/decisions/041): the orders' figures
-- and the order lines' in placing order, not every order's lines probed one by one.
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_placed_report_idx" ON "orders" USING btree ("created_at")
  INCLUDE ("status", "payment_method", "source", "subtotal", "discount", "shipping", "cod_charge");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "placed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "order_items" i SET "placed_at" = o."created_at" FROM "orders" o WHERE o."id" = i."order_id";--> statement-breakpoint
CREATE INDEX "order_items_placed_report_idx" ON "order_items" USING btree ("placed_at")
  INCLUDE ("order_id", "product_id", "variant_id", "quantity", "unit_price", "discount");--> statement-breakpoint
-- A shade's lines by time: when it last sold, without reading all its lines.
DROP INDEX "order_items_variant_id_index";--> statement-breakpoint
CREATE INDEX "order_items_variant_placed_idx" ON "order_items" USING btree ("variant_id","placed_at");--> statement-breakpoint
-- An order's lines are written in its own transaction, so their now() is its created_at; an order
-- whose time is changed later (an import, a correction) takes its lines with it.
CREATE FUNCTION order_items_follow_placed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_items SET placed_at = NEW.created_at WHERE order_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_placed_at AFTER UPDATE OF created_at ON "orders"
FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION order_items_follow_placed_at();
