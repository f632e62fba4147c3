ALTER TABLE "outgoing_messages" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_email_check" CHECK ("outgoing_messages"."channel" <> 'email' OR ("outgoing_messages"."subject" IS NOT NULL AND "outgoing_messages"."html" IS NOT NULL));