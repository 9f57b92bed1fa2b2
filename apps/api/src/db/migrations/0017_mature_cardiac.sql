ALTER TABLE "sellers" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;