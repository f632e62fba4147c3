ALTER TABLE "products" ADD COLUMN "skin_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "skin_type" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "skin_tone" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "skin_concern" text;--> statement-breakpoint
CREATE INDEX "products_skin_types_idx" ON "products" USING gin ("skin_types");--> statement-breakpoint
CREATE INDEX "reviews_product_skin_type_idx" ON "reviews" USING btree ("product_id","skin_type");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_skin_types_check" CHECK (skin_types <@ ARRAY['oily', 'dry', 'combination', 'normal', 'sensitive']::text[]);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_skin_type_check" CHECK (skin_type IN ('oily', 'dry', 'combination', 'normal', 'sensitive'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_skin_tone_check" CHECK ("reviews"."skin_tone" BETWEEN 1 AND 6);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_skin_concern_check" CHECK (skin_concern IN ('acne', 'pigmentation', 'dryness', 'oiliness', 'dullness', 'fine_lines', 'sensitivity'));