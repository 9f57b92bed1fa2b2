CREATE TYPE "public"."fib_payment_state" AS ENUM('live', 'replaced', 'paid', 'cancelled', 'declined');--> statement-breakpoint
CREATE TABLE "fib_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_iqd" integer NOT NULL,
	"qr_code" text NOT NULL,
	"readable_code" text NOT NULL,
	"personal_app_link" text NOT NULL,
	"business_app_link" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"state" "fib_payment_state" DEFAULT 'live' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fib_payments_amount_positive" CHECK ("fib_payments"."amount_iqd" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fib_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fib_payments" ADD CONSTRAINT "fib_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fib_payments_order_idx" ON "fib_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fib_payments_one_live_per_order" ON "fib_payments" USING btree ("order_id") WHERE "fib_payments"."state" = 'live';--> statement-breakpoint
CREATE INDEX "fib_payments_unsettled_idx" ON "fib_payments" USING btree ("updated_at") WHERE "fib_payments"."state" IN ('live', 'replaced');--> statement-breakpoint
-- Payments made before this table existed: the order's one payment. Their codes are not kept,
-- so none is answered again; an unsettled one is 'replaced', which the sweeper settles with FIB.
INSERT INTO "fib_payments" ("id", "order_id", "amount_iqd", "qr_code", "readable_code", "personal_app_link", "business_app_link", "valid_until", "state", "paid_at", "created_at", "updated_at")
SELECT "fib_payment_id", "id", GREATEST((round("total_iqd" / 250) * 250)::int, 1), '', '', '', '', coalesce("payment_expires_at", "updated_at"),
  CASE WHEN "payment_status" = 'paid' AND "payment_method" = 'fib' THEN 'paid'::"fib_payment_state" ELSE 'replaced'::"fib_payment_state" END,
  "paid_at", "created_at", "updated_at"
FROM "orders" WHERE "fib_payment_id" IS NOT NULL;
