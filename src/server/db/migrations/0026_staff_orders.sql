CREATE TABLE "order_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"body" jsonb NOT NULL,
	"phone" text NOT NULL,
	"customer_name" text NOT NULL,
	"created_by_user_id" text,
	"placed_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by_user_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manual_discount_reason" text;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD CONSTRAINT "order_drafts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD CONSTRAINT "order_drafts_placed_order_id_orders_id_fk" FOREIGN KEY ("placed_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_drafts_open_idx" ON "order_drafts" USING btree ("created_at") WHERE "order_drafts"."placed_order_id" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_taken_by_user_id_users_id_fk" FOREIGN KEY ("taken_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_source_idx" ON "orders" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "orders_taken_by_idx" ON "orders" USING btree ("taken_by_user_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_check" CHECK (source IN ('web', 'messenger', 'whatsapp', 'instagram', 'phone', 'in_person'));