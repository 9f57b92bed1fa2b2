CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"about_en" text DEFAULT '' NOT NULL,
	"about_ku" text DEFAULT '' NOT NULL,
	"about_ar" text DEFAULT '' NOT NULL,
	"contact_en" text DEFAULT '' NOT NULL,
	"contact_ku" text DEFAULT '' NOT NULL,
	"contact_ar" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "product_properties" RENAME COLUMN "name" TO "en_name";--> statement-breakpoint
DROP INDEX "product_colors_product_name_unique";--> statement-breakpoint
DROP INDEX "product_properties_color_name_unique";--> statement-breakpoint
ALTER TABLE "product_properties" ADD COLUMN "ku_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_properties" ADD COLUMN "ar_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "shop_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
