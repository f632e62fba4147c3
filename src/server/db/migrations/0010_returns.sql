CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"restocked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_lines_quantity_check" CHECK ("return_lines"."quantity" > 0 AND "return_lines"."restocked" BETWEEN 0 AND "return_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"photo_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"pickup_courier" text,
	"pickup_courier_label" text,
	"pickup_tracking_code" text,
	"pickup_reference" text,
	"received_at" timestamp with time zone,
	"refund_amount" integer,
	"refund_method" text,
	"refund_reference" text,
	"payment_refund_id" integer,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_status_check" CHECK (status IN ('requested', 'accepted', 'refused', 'on_way_back', 'received', 'refunded')),
	CONSTRAINT "returns_refund_method_check" CHECK (refund_method IN ('gateway', 'bkash', 'bank')),
	CONSTRAINT "returns_pickup_courier_check" CHECK (pickup_courier IN ('steadfast', 'pathao', 'manual')),
	CONSTRAINT "returns_refund_amount_check" CHECK ("returns"."refund_amount" IS NULL OR "returns"."refund_amount" > 0),
	CONSTRAINT "returns_photos_check" CHECK (cardinality("returns"."photo_file_ids") <= 3)
);
--> statement-breakpoint
ALTER TABLE "courier_calls" DROP CONSTRAINT "courier_calls_operation_check";--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_payment_refund_id_payment_refunds_id_fk" FOREIGN KEY ("payment_refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_item_idx" ON "return_lines" USING btree ("return_id","order_item_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_item_idx" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "returns_one_open_idx" ON "returns" USING btree ("order_id") WHERE "returns"."status" NOT IN ('refused', 'refunded');--> statement-breakpoint
ALTER TABLE "courier_calls" ADD CONSTRAINT "courier_calls_operation_check" CHECK (operation IN ('token', 'book', 'status', 'cancel', 'fraud_check', 'locations', 'webhook', 'return_request'));