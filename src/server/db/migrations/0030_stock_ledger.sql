CREATE TABLE "stock_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"code" text,
	"manufactured_on" date,
	"expires_on" date,
	"origin_country" text,
	"importer" text,
	"unit_cost" integer,
	"quantity" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_batches_quantity_check" CHECK ("stock_batches"."quantity" >= 0 AND "stock_batches"."withdrawn" >= 0),
	CONSTRAINT "stock_batches_dates_check" CHECK ("stock_batches"."manufactured_on" IS NULL OR "stock_batches"."expires_on" IS NULL OR "stock_batches"."manufactured_on" < "stock_batches"."expires_on")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"change" integer NOT NULL,
	"level_after" integer NOT NULL,
	"reason" text NOT NULL,
	"user_id" text,
	"order_id" uuid,
	"return_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_change_check" CHECK ("stock_movements"."change" <> 0 AND "stock_movements"."level_after" >= 0),
	CONSTRAINT "stock_movements_reason_check" CHECK (reason IN ('opening', 'sold', 'cancelled', 'returned', 'received', 'damaged', 'lost', 'found', 'counted', 'edited', 'imported', 'expired', 'released'))
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "stock_move" jsonb;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "min_shelf_life_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_batches_variant_idx" ON "stock_batches" USING btree ("variant_id","expires_on");--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_movements_created_idx" ON "stock_movements" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_shelf_life_check" CHECK ("shop_settings"."min_shelf_life_days" BETWEEN 0 AND 730);--> statement-breakpoint
-- Custom SQL from here: the rules that keep stock, batches and ledger together (docs/decisions/038).
-- An order writes its stock rows before its own row, in the same transaction.
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- The shop as it stands: each variant's stock becomes an undated opening batch with its row.
INSERT INTO stock_batches (variant_id, quantity)
  SELECT id, stock_quantity FROM product_variants WHERE stock_quantity > 0;--> statement-breakpoint
INSERT INTO stock_movements (variant_id, batch_id, change, level_after, reason, created_at)
  SELECT b.variant_id, b.id, b.quantity, b.quantity, 'opening', now() FROM stock_batches b;
--> statement-breakpoint
-- The first expiry date that can still be sold: today in Dhaka (UTC+6, no daylight saving since
-- 2009) plus the owner's minimum shelf life.
CREATE FUNCTION stock_sell_from() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT ((now() AT TIME ZONE 'UTC') + interval '6 hours')::date
    + COALESCE((SELECT min_shelf_life_days FROM shop_settings WHERE id = 1), 0)
$$;--> statement-breakpoint
CREATE FUNCTION stock_ledger_row(variant integer, batch integer, change integer, level integer, reason text, move jsonb)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO stock_movements (variant_id, batch_id, change, level_after, reason, user_id, order_id, return_id, note)
  VALUES (variant, batch, change, level, reason, move->>'user', (move->>'order')::uuid, (move->>'return')::uuid, move->>'note')
$$;--> statement-breakpoint
-- Units going back on the shelf: into the batch named, else into the batches the order took them
-- from, else into the variant's undated batch. Returns each batch with its units and expiry.
CREATE FUNCTION stock_return_batches(variant integer, wanted integer, move jsonb)
RETURNS TABLE (batch integer, units integer, expires_on date) LANGUAGE plpgsql AS $$
DECLARE
  taken record;
BEGIN
  IF move ? 'batch' THEN
    SELECT b.id, b.expires_on INTO batch, expires_on FROM stock_batches b
      WHERE b.id = (move->>'batch')::int AND b.variant_id = variant;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'batch % is not one of variant %''s', move->>'batch', variant USING ERRCODE = 'check_violation';
    END IF;
    units := wanted;
    RETURN NEXT;
    RETURN;
  END IF;
  IF move ? 'order' THEN
    FOR taken IN
      SELECT m.batch_id, b.expires_on, -sum(m.change)::int AS still_out FROM stock_movements m
        JOIN stock_batches b ON b.id = m.batch_id
        WHERE m.order_id = (move->>'order')::uuid AND m.variant_id = variant
        GROUP BY m.batch_id, b.expires_on HAVING -sum(m.change) > 0
        ORDER BY b.expires_on DESC NULLS FIRST, m.batch_id
    LOOP
      EXIT WHEN wanted = 0;
      batch := taken.batch_id; expires_on := taken.expires_on; units := least(wanted, taken.still_out);
      wanted := wanted - units;
      RETURN NEXT;
    END LOOP;
  END IF;
  IF wanted > 0 THEN
    expires_on := NULL;
    SELECT b.id INTO batch FROM stock_batches b
      WHERE b.variant_id = variant AND b.expires_on IS NULL ORDER BY b.id LIMIT 1;
    IF NOT FOUND THEN
      INSERT INTO stock_batches (variant_id) VALUES (variant) RETURNING id INTO batch;
    END IF;
    units := wanted;
    RETURN NEXT;
  END IF;
END
$$;--> statement-breakpoint
-- Every write of a variant's stock: the change must carry its move (stock_move, cleared here so it
-- is null at rest). Units taken come from the batch named, else first expiry first out (a sale
-- only from batches still within the shelf-life limit); units added that land in a batch past the
-- limit are withdrawn at once. One ledger row per batch touched.
CREATE FUNCTION product_variants_move_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  move jsonb := NEW.stock_move;
  reason text := NEW.stock_move->>'reason';
  change integer;
  level integer;
  wanted integer;
  part integer;
  sell_from date;
  target record;
BEGIN
  NEW.stock_move := NULL;
  IF TG_OP = 'INSERT' THEN
    RETURN NEW;
  END IF;
  change := NEW.stock_quantity - OLD.stock_quantity;
  IF change = 0 THEN
    RETURN NEW;
  END IF;
  IF reason IS NULL THEN
    RAISE EXCEPTION 'variant %: a stock change needs its move for the ledger (stock_move)', NEW.id
      USING ERRCODE = 'check_violation';
  END IF;
  level := OLD.stock_quantity;
  wanted := abs(change);
  IF change < 0 THEN
    sell_from := CASE WHEN reason = 'sold' THEN stock_sell_from() END;
    FOR target IN
      SELECT id, quantity FROM stock_batches
        WHERE variant_id = NEW.id AND quantity > 0
          AND (NOT move ? 'batch' OR id = (move->>'batch')::int)
          AND (sell_from IS NULL OR expires_on IS NULL OR expires_on >= sell_from)
        ORDER BY expires_on NULLS LAST, id
    LOOP
      EXIT WHEN wanted = 0;
      part := least(wanted, target.quantity);
      UPDATE stock_batches
        SET quantity = quantity - part,
          withdrawn = withdrawn + CASE WHEN reason = 'expired' THEN part ELSE 0 END
        WHERE id = target.id;
      level := level - part;
      wanted := wanted - part;
      PERFORM stock_ledger_row(NEW.id, target.id, -part, level, reason, move);
    END LOOP;
    IF wanted > 0 THEN
      RAISE EXCEPTION 'variant %: its batches that can be used hold % fewer than the % asked', NEW.id, wanted, abs(change)
        USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  sell_from := stock_sell_from();
  FOR target IN
    SELECT * FROM stock_return_batches(NEW.id, wanted, move)
  LOOP
    UPDATE stock_batches
      SET quantity = quantity + target.units,
        withdrawn = withdrawn - CASE WHEN reason = 'released' THEN target.units ELSE 0 END
      WHERE id = target.batch;
    level := level + target.units;
    PERFORM stock_ledger_row(NEW.id, target.batch, target.units, level, reason, move);
    IF reason <> 'released' AND target.expires_on < sell_from THEN
      UPDATE stock_batches SET quantity = quantity - target.units, withdrawn = withdrawn + target.units
        WHERE id = target.batch;
      level := level - target.units;
      PERFORM stock_ledger_row(NEW.id, target.batch, -target.units, level, 'expired', move - 'note');
    END IF;
  END LOOP;
  NEW.stock_quantity := level;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_move_stock
  BEFORE INSERT OR UPDATE OF stock_quantity, stock_move ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variants_move_stock();--> statement-breakpoint
-- A variant made with stock holds it in an undated batch, with its opening row.
CREATE FUNCTION product_variants_opening_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  opened integer;
BEGIN
  IF NEW.stock_quantity > 0 THEN
    INSERT INTO stock_batches (variant_id, quantity) VALUES (NEW.id, NEW.stock_quantity) RETURNING id INTO opened;
    PERFORM stock_ledger_row(NEW.id, opened, NEW.stock_quantity, NEW.stock_quantity, 'opening', '{}'::jsonb);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_opening_stock
  AFTER INSERT ON product_variants FOR EACH ROW EXECUTE FUNCTION product_variants_opening_stock();--> statement-breakpoint
-- A batch's quantities change only through its variant's stock (depth 1 is a statement's own write).
CREATE FUNCTION stock_batches_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN COALESCE(NEW, OLD);
  END IF;
  IF (TG_OP = 'INSERT' AND (NEW.quantity <> 0 OR NEW.withdrawn <> 0))
    OR (TG_OP = 'UPDATE' AND (NEW.quantity, NEW.withdrawn, NEW.variant_id) IS DISTINCT FROM (OLD.quantity, OLD.withdrawn, OLD.variant_id))
    OR (TG_OP = 'DELETE' AND OLD.quantity + OLD.withdrawn > 0) THEN
    RAISE EXCEPTION 'a batch''s stock changes only by a stock move on its variant' USING ERRCODE = 'check_violation';
  END IF;
  RETURN COALESCE(NEW, OLD);
END
$$;--> statement-breakpoint
CREATE TRIGGER stock_batches_guard
  BEFORE INSERT OR UPDATE OR DELETE ON stock_batches FOR EACH ROW EXECUTE FUNCTION stock_batches_guard();--> statement-breakpoint
-- The ledger is append-only; its rows go only with their variant (a cascade runs deeper).
CREATE FUNCTION stock_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'the stock ledger is append-only' USING ERRCODE = 'check_violation';
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER stock_movements_append_only
  BEFORE UPDATE OR DELETE ON stock_movements FOR EACH ROW EXECUTE FUNCTION stock_movements_append_only();--> statement-breakpoint
-- Batches past the shelf-life limit come off sale ('expired'), at midnight in Dhaka and before an
-- order takes stock. Product then variant locked, as orders lock them; re-read under the lock.
CREATE FUNCTION withdraw_batch(batch integer, variant integer, product integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  held integer;
BEGIN
  PERFORM 1 FROM products WHERE id = product FOR UPDATE;
  PERFORM 1 FROM product_variants WHERE id = variant FOR UPDATE;
  SELECT quantity INTO held FROM stock_batches WHERE id = batch;
  IF held > 0 THEN
    UPDATE product_variants
      SET stock_quantity = stock_quantity - held,
        stock_move = jsonb_build_object('reason', 'expired', 'batch', batch)
      WHERE id = variant;
    RETURN held;
  END IF;
  RETURN 0;
END
$$;--> statement-breakpoint
CREATE FUNCTION withdraw_unsellable_stock(variant_ids integer[]) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  sell_from date := stock_sell_from();
  candidate record;
  total integer := 0;
BEGIN
  -- Two loops, not one `IS NULL OR`: an order's call must use the index on its variants.
  IF variant_ids IS NULL THEN
    FOR candidate IN
      SELECT b.id, b.variant_id, v.product_id FROM stock_batches b
        JOIN product_variants v ON v.id = b.variant_id
        WHERE b.quantity > 0 AND b.expires_on < sell_from
        ORDER BY v.product_id, b.variant_id, b.id
    LOOP
      total := total + withdraw_batch(candidate.id, candidate.variant_id, candidate.product_id);
    END LOOP;
  ELSE
    FOR candidate IN
      SELECT b.id, b.variant_id, v.product_id FROM stock_batches b
        JOIN product_variants v ON v.id = b.variant_id
        WHERE b.variant_id = ANY (variant_ids) AND b.quantity > 0 AND b.expires_on < sell_from
        ORDER BY v.product_id, b.variant_id, b.id
    LOOP
      total := total + withdraw_batch(candidate.id, candidate.variant_id, candidate.product_id);
    END LOOP;
  END IF;
  RETURN total;
END
$$;--> statement-breakpoint
-- The other way, when the owner shortens the minimum shelf life: withdrawn units back on sale.
CREATE FUNCTION release_sellable_stock() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  candidate record;
  held integer;
  total integer := 0;
BEGIN
  FOR candidate IN
    SELECT b.id, b.variant_id, v.product_id FROM stock_batches b
      JOIN product_variants v ON v.id = b.variant_id
      WHERE b.withdrawn > 0 AND (b.expires_on IS NULL OR b.expires_on >= stock_sell_from())
      ORDER BY v.product_id, b.variant_id, b.id
  LOOP
    PERFORM 1 FROM products WHERE id = candidate.product_id FOR UPDATE;
    PERFORM 1 FROM product_variants WHERE id = candidate.variant_id FOR UPDATE;
    SELECT withdrawn INTO held FROM stock_batches WHERE id = candidate.id;
    IF held > 0 THEN
      UPDATE product_variants
        SET stock_quantity = stock_quantity + held,
          stock_move = jsonb_build_object('reason', 'released', 'batch', candidate.id)
        WHERE id = candidate.variant_id;
      total := total + held;
    END IF;
  END LOOP;
  RETURN total;
END
$$;--> statement-breakpoint
-- A statement writing a product's stock itself (a script) is recorded as an edit of its default
-- variant's; otherwise as migration 0003 wrote it.
CREATE OR REPLACE FUNCTION products_write_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
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
    SET price = NEW.price, sale_price = NEW.sale_price, stock_quantity = NEW.stock_quantity,
      stock_move = CASE WHEN stock_quantity <> NEW.stock_quantity THEN '{"reason":"edited"}'::jsonb END,
      updated_at = now()
    WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;