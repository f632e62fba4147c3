-- Leftovers of trigram search (docs/decisions/003), unread since search went by words
-- (docs/decisions/021) and suggestions by the vocabulary: two trigram indexes on the name, the
-- short search_key and its trigram index. Each product written kept all three up to date (a GiST
-- trigram index among them), and search_key made every row about 120 bytes wider. Admin search
-- keeps search_text and its index.
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_key_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_gist_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_key";