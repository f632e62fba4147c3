CREATE TABLE "vat_category_rates" (
	"category" text PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "vat_category_rates_rate_check" CHECK ("vat_category_rates"."rate_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "vat_category_rates_category_check" CHECK (category IN ('makeup', 'skincare', 'handbags', 'shoes', 'accessories', 'clothing', 'kids', 'men', 'minis', 'designer', 'home'))
);
--> statement-breakpoint
CREATE TABLE "vat_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"serial" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" integer,
	"reason" text,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"value_excl_vat" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"value_incl_vat" bigint NOT NULL,
	CONSTRAINT "vat_documents_kind_check" CHECK (kind IN ('invoice', 'credit_note')),
	CONSTRAINT "vat_documents_credit_check" CHECK (("vat_documents"."kind" = 'invoice') = ("vat_documents"."invoice_id" IS NULL AND "vat_documents"."reason" IS NULL)),
	CONSTRAINT "vat_documents_reason_check" CHECK (reason IN ('cancelled', 'refund')),
	CONSTRAINT "vat_documents_totals_check" CHECK ("vat_documents"."value_incl_vat" = "vat_documents"."value_excl_vat" + "vat_documents"."vat" AND "vat_documents"."serial" > 0)
);
--> statement-breakpoint
CREATE TABLE "vat_serials" (
	"kind" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "dbid" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "trade_licence" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "vat_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "bin" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "vat_rate_bp" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "vat_documents" ADD CONSTRAINT "vat_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_documents" ADD CONSTRAINT "vat_documents_invoice_id_vat_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."vat_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vat_documents_serial_idx" ON "vat_documents" USING btree ("kind","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "vat_documents_order_invoice_idx" ON "vat_documents" USING btree ("order_id") WHERE "vat_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "vat_documents_issued_idx" ON "vat_documents" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "vat_documents_invoice_idx" ON "vat_documents" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_vat_rate_check" CHECK ("shop_settings"."vat_rate_bp" BETWEEN 0 AND 10000);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_vat_registered_check" CHECK (NOT "shop_settings"."vat_registered" OR ("shop_settings"."bin" IS NOT NULL AND "shop_settings"."legal_name" IS NOT NULL AND "shop_settings"."legal_address" IS NOT NULL));