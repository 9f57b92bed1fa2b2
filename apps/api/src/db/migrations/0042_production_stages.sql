CREATE TYPE "public"."production_stage" AS ENUM('printing', 'finishing', 'ready');--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "production_stage" "production_stage";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "production_stage_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_production_stage_dated" CHECK (("order_lines"."production_stage" IS NULL) = ("order_lines"."production_stage_at" IS NULL));