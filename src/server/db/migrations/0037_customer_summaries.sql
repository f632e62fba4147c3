CREATE TABLE "customer_summaries" (
	"phone" text PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"spent" bigint NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_summary_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_phone_idx";--> statement-breakpoint
CREATE INDEX "customer_summaries_spent_idx" ON "customer_summaries" USING btree ("spent" DESC NULLS LAST,"phone");--> statement-breakpoint
-- A customer's order days from the index alone (the customers report), still found by phone.
CREATE INDEX "orders_phone_created_idx" ON "orders" USING btree ("phone","created_at") INCLUDE ("status");
--> statement-breakpoint
-- One phone's figures from its orders that count, as the segments define them.
CREATE VIEW "customer_figures" AS
SELECT phone, count(*)::int AS orders, sum(subtotal::bigint - discount) AS spent,
  min(created_at) AS first_at, max(created_at) AS last_at,
  (array_agg(location ORDER BY created_at DESC))[1] AS location,
  (array_agg(concat_ws(' ', first_name, last_name) ORDER BY created_at DESC))[1] AS name
FROM orders WHERE status <> 'cancelled' GROUP BY phone;
--> statement-breakpoint
INSERT INTO "customer_summaries" SELECT * FROM "customer_figures";
--> statement-breakpoint
-- Writers only note the phone (no lock, so no order waits on another); a reader catches up.
CREATE FUNCTION customer_summary_note_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_summary_changes (phone) SELECT DISTINCT phone FROM added;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION customer_summary_note_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_summary_changes (phone)
  SELECT DISTINCT unnest(ARRAY[b.phone, a.phone]) FROM old_rows b JOIN new_rows a ON a.id = b.id
  WHERE (b.status = 'cancelled', b.subtotal, b.discount, b.phone, b.location, b.first_name, b.last_name, b.created_at)
    IS DISTINCT FROM (a.status = 'cancelled', a.subtotal, a.discount, a.phone, a.location, a.first_name, a.last_name, a.created_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION customer_summary_note_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_summary_changes (phone) SELECT DISTINCT phone FROM removed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_customer_summary_inserted AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customer_summary_note_inserted();
--> statement-breakpoint
CREATE TRIGGER orders_customer_summary_updated AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_summary_note_updated();
--> statement-breakpoint
CREATE TRIGGER orders_customer_summary_deleted AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION customer_summary_note_deleted();
--> statement-breakpoint
-- Folds the noted phones in. One reader at a time; the noted phones are taken first and their
-- orders read by the next statement, whose snapshot holds every order committed with its note.
CREATE FUNCTION customer_summaries_catch_up() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('customer_summaries_catch_up'));
  WITH taken AS (DELETE FROM customer_summary_changes RETURNING phone)
  SELECT array_agg(DISTINCT phone) INTO changed FROM taken;
  IF changed IS NULL THEN RETURN; END IF;
  DELETE FROM customer_summaries WHERE phone IN (SELECT unnest(changed));
  INSERT INTO customer_summaries
  SELECT * FROM customer_figures WHERE phone IN (SELECT unnest(changed));
END $$;
