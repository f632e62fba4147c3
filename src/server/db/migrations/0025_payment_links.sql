-- Payment links (issue 39, docs/decisions/034): one row per order, keyed by the order, so a new
-- link replaces the old one in place; the public routes find a link by its token's hash (unique).
CREATE TABLE "payment_links" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"issued_by_user_id" text,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_links_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;