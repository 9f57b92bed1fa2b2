CREATE TYPE "public"."courier_brand" AS ENUM('alwaseet', 'modon', 'agg');--> statement-breakpoint
CREATE TYPE "public"."parcel_carrier" AS ENUM('alwaseet', 'modon', 'agg', 'own');--> statement-breakpoint
CREATE TYPE "public"."parcel_event_source" AS ENUM('courier_poll', 'courier_webhook', 'staff', 'system');--> statement-breakpoint
CREATE TYPE "public"."parcel_state" AS ENUM('created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'postponed', 'delivery_attempt_failed', 'returning', 'returned', 'cancelled');--> statement-breakpoint
CREATE TABLE "courier_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"brand" "courier_brand" NOT NULL,
	"base_url" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"token_sealed" text,
	"token_fetched_at" timestamp with time zone,
	"package_size_id" text,
	"simulation" boolean DEFAULT false NOT NULL,
	"webhook_secret_hash" text,
	"last_error" text,
	"poll_paused_until" timestamp with time zone,
	"disconnected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_cities" (
	"brand" "courier_brand" NOT NULL,
	"courier_city_id" text NOT NULL,
	"name" text NOT NULL,
	"governorate" text,
	"set_by_admin" boolean DEFAULT false NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier_account_id" uuid NOT NULL,
	"courier_invoice_id" text NOT NULL,
	"amount_iqd" integer NOT NULL,
	"parcel_count" integer NOT NULL,
	"courier_status" text,
	"received_at" timestamp with time zone,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parcel_id" uuid NOT NULL,
	"source" "parcel_event_source" NOT NULL,
	"state" "parcel_state" NOT NULL,
	"courier_status_id" text,
	"courier_status_text" text,
	"note" text,
	"actor_id" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_order_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"carrier" "parcel_carrier" NOT NULL,
	"courier_account_id" uuid,
	"reference" text NOT NULL,
	"courier_order_id" text,
	"waybill" text,
	"label_url" text,
	"courier_city_id" text,
	"courier_region_id" text,
	"pieces" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cash_amount_iqd" integer NOT NULL,
	"courier_price_iqd" integer,
	"courier_fee_iqd" integer,
	"state" "parcel_state" DEFAULT 'created' NOT NULL,
	"courier_status_id" text,
	"courier_status_text" text,
	"needs_attention" boolean DEFAULT false NOT NULL,
	"attention_reason" text,
	"handover_claimed_until" timestamp with time zone,
	"handover_claimed_by" uuid,
	"handover_error" text,
	"handed_over_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cash_collected_at" timestamp with time zone,
	"cash_collected_iqd" integer,
	"cash_settled_at" timestamp with time zone,
	"courier_invoice_id" text,
	"last_polled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_cash_non_negative" CHECK ("parcels"."cash_amount_iqd" >= 0),
	CONSTRAINT "parcels_pieces_positive" CHECK ("parcels"."pieces" > 0)
);
--> statement-breakpoint
ALTER TABLE "courier_accounts" ADD CONSTRAINT "courier_accounts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_invoices" ADD CONSTRAINT "courier_invoices_courier_account_id_courier_accounts_id_fk" FOREIGN KEY ("courier_account_id") REFERENCES "public"."courier_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_seller_order_id_seller_orders_id_fk" FOREIGN KEY ("seller_order_id") REFERENCES "public"."seller_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_courier_account_id_courier_accounts_id_fk" FOREIGN KEY ("courier_account_id") REFERENCES "public"."courier_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_accounts_seller_idx" ON "courier_accounts" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_accounts_one_live_per_seller" ON "courier_accounts" USING btree ("seller_id") WHERE "courier_accounts"."disconnected_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_cities_brand_city_unique" ON "courier_cities" USING btree ("brand","courier_city_id");--> statement-breakpoint
CREATE INDEX "courier_cities_brand_governorate_idx" ON "courier_cities" USING btree ("brand","governorate");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_invoices_account_invoice_unique" ON "courier_invoices" USING btree ("courier_account_id","courier_invoice_id");--> statement-breakpoint
CREATE INDEX "parcel_events_parcel_idx" ON "parcel_events" USING btree ("parcel_id","occurred_at");--> statement-breakpoint
CREATE INDEX "parcel_events_actor_idx" ON "parcel_events" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_one_per_part" ON "parcels" USING btree ("seller_order_id") WHERE "parcels"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "parcels_seller_order_idx" ON "parcels" USING btree ("seller_order_id");--> statement-breakpoint
CREATE INDEX "parcels_order_idx" ON "parcels" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "parcels_seller_created_idx" ON "parcels" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "parcels_courier_account_idx" ON "parcels" USING btree ("courier_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_courier_order_unique" ON "parcels" USING btree ("courier_account_id","courier_order_id") WHERE "parcels"."courier_order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "parcels_open_idx" ON "parcels" USING btree ("courier_account_id","last_polled_at") WHERE "parcels"."state" NOT IN ('delivered', 'returned', 'cancelled');