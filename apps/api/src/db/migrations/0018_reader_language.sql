CREATE TYPE "public"."reader_language" AS ENUM('kr', 'ar', 'en');--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "language" "reader_language" DEFAULT 'kr' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "language" "reader_language" DEFAULT 'kr' NOT NULL;