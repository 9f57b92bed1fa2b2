CREATE TYPE "public"."refund_state" AS ENUM('processing', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"payment_id" text NOT NULL,
	"amount_iqd" integer NOT NULL,
	"reason" text NOT NULL,
	"state" "refund_state" DEFAULT 'processing' NOT NULL,
	"provider_refund_id" text,
	"requested_by" uuid,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_iqd" > 0),
	CONSTRAINT "payment_refunds_not_cash" CHECK ("payment_refunds"."method" <> 'cod')
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("method","payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_requested_by_idx" ON "payment_refunds" USING btree ("requested_by");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_request_key_unique" ON "payment_refunds" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_processing_idx" ON "payment_refunds" USING btree ("updated_at") WHERE "payment_refunds"."state" = 'processing';