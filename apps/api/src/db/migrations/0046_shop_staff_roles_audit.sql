CREATE TYPE "public"."shop_role" AS ENUM('owner', 'designer', 'production', 'dispatcher');--> statement-breakpoint
CREATE TYPE "public"."audit_actor_kind" AS ENUM('staff', 'admin', 'customer', 'system');--> statement-breakpoint
CREATE TYPE "public"."audit_subject" AS ENUM('order', 'product', 'price', 'setting', 'staff');--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" "audit_actor_kind" NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_role" text,
	"seller_id" uuid,
	"subject" "audit_subject" NOT NULL,
	"subject_id" text NOT NULL,
	"order_id" uuid,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
DROP INDEX "staff_users_email_unique";--> statement-breakpoint
DROP INDEX "staff_users_phone_unique";--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "seller_role" "shop_role";--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_order_idx" ON "audit_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_seller_idx" ON "audit_events" USING btree ("seller_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject","subject_id","at");--> statement-breakpoint
-- Issue 39: each print house's existing console account becomes its owner.
UPDATE "staff_users" SET "seller_id" = "sellers"."id", "seller_role" = 'owner' FROM "sellers" WHERE "sellers"."staff_user_id" = "staff_users"."id";--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_users_seller_idx" ON "staff_users" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_unique" ON "staff_users" USING btree (lower("email")) WHERE "staff_users"."removed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_phone_unique" ON "staff_users" USING btree ("phone") WHERE "staff_users"."removed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_seller_member" CHECK (("staff_users"."seller_id" IS NULL) = ("staff_users"."seller_role" IS NULL) AND ("staff_users"."role" = 'seller' OR "staff_users"."seller_id" IS NULL));