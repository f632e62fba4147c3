CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"category" text,
	"lines_counted" integer NOT NULL,
	"units" integer NOT NULL,
	"value" integer NOT NULL,
	"differences" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_counts_category_check" CHECK ("stock_counts"."category" IS NULL OR category IN ('makeup', 'skincare', 'handbags', 'shoes', 'accessories', 'clothing', 'kids', 'men', 'minis', 'designer', 'home'))
);
--> statement-breakpoint
CREATE INDEX "stock_counts_created_idx" ON "stock_counts" USING btree ("created_at");