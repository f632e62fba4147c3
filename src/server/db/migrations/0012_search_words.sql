ALTER TABLE "products" ADD COLUMN "search_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (shop_normalize(name || ' ' || COALESCE(brand, '') || ' ' || category || ' ' || search_words || ' ' || description || ' ' || variant_text)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" drop column "search_key";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_key" text GENERATED ALWAYS AS (shop_normalize(name || ' ' || COALESCE(brand, '') || ' ' || category || ' ' || search_words)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_key_trgm_idx" ON "products" USING gin ("search_key" gin_trgm_ops);
