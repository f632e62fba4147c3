CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"headline_en" text NOT NULL,
	"headline_bn" text NOT NULL,
	"link" text NOT NULL,
	"phone_image" text NOT NULL,
	"desktop_image" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_slot_check" CHECK (slot IN ('hero', 'sale', 'new')),
	CONSTRAINT "banners_link_check" CHECK ("banners"."link" LIKE '/%' AND "banners"."link" NOT LIKE '//%'),
	CONSTRAINT "banners_dates_check" CHECK ("banners"."ends_at" IS NULL OR "banners"."ends_at" > "banners"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "banners_slot_idx" ON "banners" USING btree ("slot","starts_at");