-- Issue 39, decision 036: the Purchase told to Meta's Conversions API goes through the outgoing
-- message queue as a third channel, 'meta', and only for an order whose shopper had accepted
-- marketing cookies at checkout, which the order now keeps (false for every earlier order).
ALTER TABLE "outgoing_messages" DROP CONSTRAINT "outgoing_messages_channel_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_channel_check" CHECK (channel IN ('sms', 'email', 'meta'));