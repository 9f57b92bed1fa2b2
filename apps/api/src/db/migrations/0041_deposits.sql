ALTER TABLE "products" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "deposit_iqd" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_iqd" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "deposit_iqd" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deposit_percent_range" CHECK ("products"."deposit_percent" IS NULL OR ("products"."deposit_percent" >= 1 AND "products"."deposit_percent" <= 100));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_deposit_non_negative" CHECK ("order_lines"."deposit_iqd" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deposit_non_negative" CHECK ("orders"."deposit_iqd" >= 0);--> statement-breakpoint
ALTER TABLE "seller_orders" ADD CONSTRAINT "seller_orders_deposit_non_negative" CHECK ("seller_orders"."deposit_iqd" >= 0);