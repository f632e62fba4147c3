CREATE TABLE "wallet_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"return_id" uuid,
	"amount" integer NOT NULL,
	"remaining" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_lots_kind_check" CHECK (kind IN ('points', 'credit')),
	CONSTRAINT "wallet_lots_amount_check" CHECK ("wallet_lots"."amount" > 0),
	CONSTRAINT "wallet_lots_remaining_check" CHECK ("wallet_lots"."remaining" BETWEEN 0 AND "wallet_lots"."amount")
);
--> statement-breakpoint
CREATE TABLE "wallet_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"lot_id" integer NOT NULL,
	"order_id" uuid,
	"actor_user_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_moves_kind_check" CHECK (kind IN ('points', 'credit')),
	CONSTRAINT "wallet_moves_reason_check" CHECK (reason IN ('earned', 'refunded', 'adjusted', 'spent', 'given_back', 'taken_back', 'expired')),
	CONSTRAINT "wallet_moves_change_check" CHECK ("wallet_moves"."change" <> 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "returns" DROP CONSTRAINT "returns_refund_method_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "points_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_as" text DEFAULT 'money' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "points_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "points_earn_taka" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "point_worth_taka" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "points_expire_months" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "points_max_percent" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "credit_refunds" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "credit_expire_months" smallint DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_lots" ADD CONSTRAINT "wallet_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_lots" ADD CONSTRAINT "wallet_lots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_lots" ADD CONSTRAINT "wallet_lots_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_moves" ADD CONSTRAINT "wallet_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_moves" ADD CONSTRAINT "wallet_moves_lot_id_wallet_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."wallet_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_moves" ADD CONSTRAINT "wallet_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_moves" ADD CONSTRAINT "wallet_moves_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_lots_order_idx" ON "wallet_lots" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_lots_return_idx" ON "wallet_lots" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "wallet_lots_open_idx" ON "wallet_lots" USING btree ("user_id","kind","expires_at","id") WHERE "wallet_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "wallet_moves_user_idx" ON "wallet_moves" USING btree ("user_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_moves_order_idx" ON "wallet_moves" USING btree ("order_id") WHERE "wallet_moves"."order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_points_discount_check" CHECK ("order_items"."points_discount" BETWEEN 0 AND "order_items"."discount");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_points_check" CHECK ("orders"."points_used" >= 0 AND "orders"."points_discount" BETWEEN 0 AND "orders"."discount" AND ("orders"."points_used" = 0) = ("orders"."points_discount" = 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal" >= 0 AND "orders"."discount" BETWEEN 0 AND "orders"."subtotal" AND "orders"."shipping" >= 0 AND "orders"."delivery_discount" >= 0 AND "orders"."cod_charge" >= 0 AND "orders"."credit_paid" >= 0 AND "orders"."total" = "orders"."subtotal" - "orders"."discount" + "orders"."shipping" + "orders"."cod_charge" - "orders"."credit_paid" AND "orders"."total" >= 0);--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_as_check" CHECK (refund_as IN ('money', 'credit'));--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_method_check" CHECK (refund_method IN ('gateway', 'bkash', 'bank', 'credit'));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_points_check" CHECK ("shop_settings"."points_earn_taka" BETWEEN 1 AND 100000 AND "shop_settings"."point_worth_taka" BETWEEN 1 AND 1000 AND "shop_settings"."points_expire_months" BETWEEN 1 AND 60 AND "shop_settings"."points_max_percent" BETWEEN 1 AND 100 AND "shop_settings"."credit_expire_months" BETWEEN 1 AND 60);--> statement-breakpoint
-- Store credit added or removed by hand (decision 049): the Owner's and the Manager's.
UPDATE "staff_roles" SET "permissions" = array_append("permissions", 'credit.manage')
WHERE "key" IN ('owner', 'manager') AND NOT ('credit.manage' = ANY ("permissions"));
