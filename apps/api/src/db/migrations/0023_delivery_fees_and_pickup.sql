CREATE TABLE "delivery_fees" (
	"governorate" text PRIMARY KEY NOT NULL,
	"fee_iqd" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_fees_fee_step" CHECK ("delivery_fees"."fee_iqd" >= 0 AND "delivery_fees"."fee_iqd" % 250 = 0)
);
--> statement-breakpoint
CREATE TABLE "seller_delivery" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"same_city_iqd" integer,
	"same_governorate_iqd" integer,
	"other_iqd" integer,
	"pickup_offered" boolean DEFAULT false NOT NULL,
	"pickup_address_en" text DEFAULT '' NOT NULL,
	"pickup_address_ku" text DEFAULT '' NOT NULL,
	"pickup_address_ar" text DEFAULT '' NOT NULL,
	"pickup_hours" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_delivery_fees_all_or_none" CHECK (("seller_delivery"."same_city_iqd" IS NULL) = ("seller_delivery"."same_governorate_iqd" IS NULL) AND ("seller_delivery"."same_city_iqd" IS NULL) = ("seller_delivery"."other_iqd" IS NULL)),
	CONSTRAINT "seller_delivery_same_city_step" CHECK ("seller_delivery"."same_city_iqd" IS NULL OR ("seller_delivery"."same_city_iqd" >= 0 AND "seller_delivery"."same_city_iqd" % 250 = 0)),
	CONSTRAINT "seller_delivery_same_governorate_step" CHECK ("seller_delivery"."same_governorate_iqd" IS NULL OR ("seller_delivery"."same_governorate_iqd" >= 0 AND "seller_delivery"."same_governorate_iqd" % 250 = 0)),
	CONSTRAINT "seller_delivery_other_step" CHECK ("seller_delivery"."other_iqd" IS NULL OR ("seller_delivery"."other_iqd" >= 0 AND "seller_delivery"."other_iqd" % 250 = 0))
);
--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "pickup" jsonb;--> statement-breakpoint
ALTER TABLE "delivery_fees" ADD CONSTRAINT "delivery_fees_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_delivery" ADD CONSTRAINT "seller_delivery_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;