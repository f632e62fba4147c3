-- Sign-in codes and account mail go before order news (issue 37): after a burst of orders a
-- verification mail waited 49 s in the one first-in-first-out line, and a sign-in code over a real
-- SMS gateway could expire. The worker claims per channel, the highest priority first, then the
-- longest due; the due index follows that order. Codes and links already waiting are moved up.
ALTER TABLE "outgoing_messages" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "outgoing_messages" SET "priority" = 1
  WHERE "status" = 'pending' AND "topic" IN ('otp', 'auth.verify', 'auth.reset');--> statement-breakpoint
DROP INDEX "outgoing_messages_due_idx";--> statement-breakpoint
CREATE INDEX "outgoing_messages_due_idx" ON "outgoing_messages" USING btree ("channel","priority" DESC NULLS LAST,"next_attempt_at") WHERE "outgoing_messages"."status" = 'pending';
