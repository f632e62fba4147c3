CREATE TABLE "gateway_tokens" (
	"gateway" text PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid,
	"gateway" text NOT NULL,
	"operation" text NOT NULL,
	"ok" boolean NOT NULL,
	"http_status" integer,
	"message" text,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_calls_gateway_check" CHECK (gateway IN ('bkash', 'sslcommerz')),
	CONSTRAINT "payment_calls_operation_check" CHECK (operation IN ('token', 'create', 'execute', 'validate', 'query', 'refund', 'callback', 'ipn'))
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"actor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount" > 0),
	CONSTRAINT "payment_refunds_status_check" CHECK (status IN ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"reference" text NOT NULL,
	"gateway_payment_id" text,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"trx_id" text,
	"val_id" text,
	"refunded" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_gateway_check" CHECK (gateway IN ('bkash', 'sslcommerz')),
	CONSTRAINT "payments_status_check" CHECK (status IN ('started', 'completed', 'failed', 'cancelled', 'expired')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded" BETWEEN 0 AND "payments"."amount")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_transaction_required_check";--> statement-breakpoint
ALTER TABLE "payment_calls" ADD CONSTRAINT "payment_calls_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_calls_payment_id_created_at_index" ON "payment_calls" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_id_index" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_id_idx" ON "payments" USING btree ("gateway","gateway_payment_id") WHERE "payments"."gateway_payment_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_completed_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "payments_started_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'started';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK (payment_method IN ('bkash', 'bank', 'cod', 'bkash_online', 'sslcommerz'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transaction_required_check" CHECK ("orders"."payment_method" NOT IN ('bkash', 'bank') OR "orders"."transaction_id" IS NOT NULL);