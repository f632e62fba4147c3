CREATE TABLE "courier_cache" (
	"courier" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_cache_courier_key_pk" PRIMARY KEY("courier","key")
);
--> statement-breakpoint
CREATE TABLE "courier_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid,
	"shipment_id" uuid,
	"courier" text NOT NULL,
	"operation" text NOT NULL,
	"ok" boolean NOT NULL,
	"http_status" integer,
	"message" text,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_calls_courier_check" CHECK (courier IN ('steadfast', 'pathao')),
	CONSTRAINT "courier_calls_operation_check" CHECK (operation IN ('token', 'book', 'status', 'cancel', 'fraud_check', 'locations', 'webhook'))
);
--> statement-breakpoint
CREATE TABLE "courier_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"note" text,
	"actor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_payouts_courier_check" CHECK (courier IN ('steadfast', 'pathao', 'manual')),
	CONSTRAINT "courier_payouts_amount_check" CHECK ("courier_payouts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"source" text NOT NULL,
	"event_key" text NOT NULL,
	"status" text NOT NULL,
	"courier_status" text,
	"message" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_eventKey_unique" UNIQUE("event_key"),
	CONSTRAINT "shipment_events_source_check" CHECK (source IN ('booking', 'webhook', 'poll', 'admin')),
	CONSTRAINT "shipment_events_status_check" CHECK (status IN ('booked', 'picked_up', 'in_transit', 'out_for_delivery', 'on_hold', 'delivered', 'partial_delivered', 'returned', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"reference" text NOT NULL,
	"courier_label" text,
	"consignment_id" text,
	"tracking_code" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"courier_status" text,
	"cod_amount" integer NOT NULL,
	"collected_amount" integer,
	"charge" integer,
	"weight_grams" integer NOT NULL,
	"note" text,
	"booked_by" text,
	"delivered_at" timestamp with time zone,
	"polled_at" timestamp with time zone,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_courier_check" CHECK (courier IN ('steadfast', 'pathao', 'manual')),
	CONSTRAINT "shipments_status_check" CHECK (status IN ('booked', 'picked_up', 'in_transit', 'out_for_delivery', 'on_hold', 'delivered', 'partial_delivered', 'returned', 'cancelled')),
	CONSTRAINT "shipments_amounts_check" CHECK ("shipments"."cod_amount" >= 0 AND ("shipments"."collected_amount" IS NULL OR "shipments"."collected_amount" >= 0) AND ("shipments"."charge" IS NULL OR "shipments"."charge" >= 0) AND "shipments"."weight_grams" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_attention" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_for_call" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_calls" ADD CONSTRAINT "courier_calls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_calls" ADD CONSTRAINT "courier_calls_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payouts" ADD CONSTRAINT "courier_payouts_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_payout_id_courier_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."courier_payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_calls_order_id_created_at_index" ON "courier_calls" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "courier_payouts_courier_paid_at_index" ON "courier_payouts" USING btree ("courier","paid_at");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_id_occurred_at_index" ON "shipment_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_active_idx" ON "shipments" USING btree ("order_id") WHERE "shipments"."status" NOT IN ('returned', 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_reference_idx" ON "shipments" USING btree ("courier","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_consignment_idx" ON "shipments" USING btree ("courier","consignment_id") WHERE "shipments"."consignment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "shipments_poll_idx" ON "shipments" USING btree ("polled_at") WHERE "shipments"."courier" <> 'manual' AND "shipments"."status" NOT IN ('delivered', 'partial_delivered', 'returned', 'cancelled');--> statement-breakpoint
CREATE INDEX "shipments_delivered_idx" ON "shipments" USING btree ("courier","delivered_at");--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_attention_check" CHECK (delivery_attention IN ('returned', 'cancelled', 'partial'));