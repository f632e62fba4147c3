CREATE TABLE "search_log_days" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"results" integer,
	"opened" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_log_days_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"keys" text[] NOT NULL,
	"one_way" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(shop_tokens(name))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kind_vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(shop_tokens(search_words))) STORED;--> statement-breakpoint
UPDATE "products" p SET "sold_units" = s.units
FROM (SELECT "product_id", sum("quantity")::int AS units FROM "order_items" GROUP BY "product_id") s
WHERE p."id" = s."product_id";
--> statement-breakpoint
-- Once per statement, not per line: an order's lines of one product add up in one update.
CREATE FUNCTION count_sold_units() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET sold_units = p.sold_units + s.units
  FROM (SELECT product_id, sum(quantity)::int AS units FROM added GROUP BY product_id) s
  WHERE p.id = s.product_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_sold_units AFTER INSERT ON "order_items"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_sold_units();
