-- Indexes over created_at, ascending again. drizzle's .desc() writes DESC NULLS LAST, but queries
-- sort `created_at DESC` with NULLS FIRST, PostgreSQL's default: such an index serves neither
-- direction, and every newest-first list sorted its whole table. Ascending, read backwards, it is
-- DESC NULLS FIRST.
DROP INDEX "contact_messages_created_at_index";--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_payment_status_idx";--> statement-breakpoint
DROP INDEX "outgoing_messages_status_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "returns_status_idx";--> statement-breakpoint
DROP INDEX "reviews_product_created_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_index" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "outgoing_messages_status_idx" ON "outgoing_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("status","category","created_at");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "reviews" USING btree ("product_id","created_at");