ALTER TABLE "courier_accounts" ADD COLUMN "poll_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_accounts" ADD COLUMN "poll_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_accounts" ADD COLUMN "poll_claimed_by" uuid;