CREATE TYPE "public"."page_payment_provider" AS ENUM('qi', 'zaincash', 'fastpay');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'qi';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'zaincash';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'fastpay';--> statement-breakpoint
CREATE TABLE "page_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" "page_payment_provider" NOT NULL,
	"provider_payment_id" text,
	"amount_iqd" integer NOT NULL,
	"redirect_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"state" "fib_payment_state" DEFAULT 'live' NOT NULL,
	"provider_status" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_payments_amount_positive" CHECK ("page_payments"."amount_iqd" > 0)
);
--> statement-breakpoint
ALTER TABLE "page_payments" ADD CONSTRAINT "page_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_payments_order_idx" ON "page_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_payments_provider_id_unique" ON "page_payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_payments_one_live_per_order" ON "page_payments" USING btree ("order_id") WHERE "page_payments"."state" = 'live';--> statement-breakpoint
CREATE INDEX "page_payments_unsettled_idx" ON "page_payments" USING btree ("updated_at") WHERE "page_payments"."state" IN ('live', 'replaced');