CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"woken_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_channel_check" CHECK (channel IN ('sms', 'email')),
	CONSTRAINT "stock_alerts_language_check" CHECK (language IN ('en', 'bn'))
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "stock_alert_factor" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_idx" ON "stock_alerts" USING btree ("variant_id","user_id") WHERE "stock_alerts"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("variant_id","created_at","id") WHERE "stock_alerts"."woken_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_woken_idx" ON "stock_alerts" USING btree ("woken_at") WHERE "stock_alerts"."woken_at" IS NOT NULL AND "stock_alerts"."sent_at" IS NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_stock_alert_factor_check" CHECK ("shop_settings"."stock_alert_factor" BETWEEN 1 AND 100);--> statement-breakpoint
-- Stock back from nothing wakes the oldest waiting asks, the units that came back times the shop's
-- factor, in the change's own transaction (docs/decisions/045); the sender queues their messages.
CREATE OR REPLACE FUNCTION wake_stock_alerts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  factor integer;
BEGIN
  SELECT stock_alert_factor INTO factor FROM shop_settings WHERE id = 1;
  UPDATE stock_alerts SET woken_at = now()
  WHERE id IN (
    SELECT id FROM stock_alerts
    WHERE variant_id = NEW.id AND woken_at IS NULL
    ORDER BY created_at, id
    LIMIT NEW.stock_quantity * COALESCE(factor, 3)
  );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variants_wake_stock_alerts
  AFTER UPDATE OF stock_quantity ON product_variants
  FOR EACH ROW
  WHEN (OLD.stock_quantity = 0 AND NEW.stock_quantity > 0)
  EXECUTE FUNCTION wake_stock_alerts();
