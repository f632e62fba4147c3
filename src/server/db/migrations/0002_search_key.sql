ALTER TABLE "products" ADD COLUMN "search_key" text GENERATED ALWAYS AS (shop_normalize(name || ' ' || COALESCE(brand, '') || ' ' || category)) STORED;--> statement-breakpoint
CREATE INDEX "products_category_brand_idx" ON "products" USING btree ("status","category","brand");--> statement-breakpoint
CREATE INDEX "products_search_key_trgm_idx" ON "products" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_gist_idx" ON "products" USING gist (shop_normalize("name") gist_trgm_ops);