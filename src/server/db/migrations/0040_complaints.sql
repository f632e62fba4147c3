CREATE TABLE "complaint_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" uuid NOT NULL,
	"staff_user_id" text,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_messages_author_check" CHECK (author IN ('shopper', 'shop'))
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text,
	"raised_via" text NOT NULL,
	"topic" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"photo_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"awaiting_since" timestamp with time zone,
	"first_reply_at" timestamp with time zone,
	"resolution" text,
	"resolution_note" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_topic_check" CHECK (topic IN ('late', 'damaged', 'wrong_item', 'missing_item', 'quality', 'payment', 'other')),
	CONSTRAINT "complaints_status_check" CHECK (status IN ('open', 'answered', 'resolved')),
	CONSTRAINT "complaints_resolution_check" CHECK (resolution IN ('refund', 'replacement', 'explained')),
	CONSTRAINT "complaints_raised_via_check" CHECK (raised_via IN ('account', 'track')),
	CONSTRAINT "complaints_photos_check" CHECK (cardinality("complaints"."photo_file_ids") <= 3),
	CONSTRAINT "complaints_resolved_check" CHECK (("complaints"."status" = 'resolved') = ("complaints"."resolution" IS NOT NULL AND "complaints"."resolved_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_messages_complaint_idx" ON "complaint_messages" USING btree ("complaint_id","id");--> statement-breakpoint
CREATE INDEX "complaints_order_idx" ON "complaints" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_awaiting_idx" ON "complaints" USING btree ("awaiting_since") WHERE "complaints"."awaiting_since" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_one_unresolved_idx" ON "complaints" USING btree ("order_id") WHERE "complaints"."status" <> 'resolved';--> statement-breakpoint
-- The new permission for the shipped roles that hold every other order-desk key (decision 033).
UPDATE "staff_roles" SET "permissions" = array_append("permissions", 'complaints.manage')
WHERE "key" IN ('owner', 'manager', 'order_desk') AND NOT ('complaints.manage' = ANY ("permissions"));
