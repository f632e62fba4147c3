CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" text,
	"file_name" text NOT NULL,
	"taken_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"size_bytes" bigint,
	"error" text,
	CONSTRAINT "backups_slot_unique" UNIQUE("slot")
);
--> statement-breakpoint
CREATE INDEX "backups_finished_idx" ON "backups" USING btree ("finished_at");