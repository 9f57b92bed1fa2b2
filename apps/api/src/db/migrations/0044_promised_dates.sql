CREATE TABLE "calendar_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"working_weekdays" jsonb NOT NULL,
	"same_city_days" integer NOT NULL,
	"same_governorate_days" integer NOT NULL,
	"other_days" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_settings_single_row" CHECK ("calendar_settings"."id" = 1),
	CONSTRAINT "calendar_settings_courier_days" CHECK ("calendar_settings"."same_city_days" between 0 and 30 AND "calendar_settings"."same_governorate_days" between 0 and 30 AND "calendar_settings"."other_days" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"region" text NOT NULL,
	"name_ku" text DEFAULT '' NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_region" CHECK ("holidays"."region" in ('iraq', 'kurdistan'))
);
--> statement-breakpoint
CREATE TABLE "print_redatings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_line_id" uuid NOT NULL,
	"previous_due_date" date NOT NULL,
	"due_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_redatings_reason" CHECK ("print_redatings"."reason" in ('holiday_added', 'holiday_removed', 'holiday_changed', 'working_week_changed', 'cut_off_changed'))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "promised_ready_date" date;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "promised_door_date" date;--> statement-breakpoint
ALTER TABLE "seller_delivery" ADD COLUMN "cut_off" text DEFAULT '14:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_delivery" ADD COLUMN "same_city_days" integer;--> statement-breakpoint
ALTER TABLE "seller_delivery" ADD COLUMN "same_governorate_days" integer;--> statement-breakpoint
ALTER TABLE "seller_delivery" ADD COLUMN "other_days" integer;--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_redatings" ADD CONSTRAINT "print_redatings_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_settings_updated_by_idx" ON "calendar_settings" USING btree ("updated_by");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_day_region_unique" ON "holidays" USING btree ("day","region");--> statement-breakpoint
CREATE INDEX "holidays_updated_by_idx" ON "holidays" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "print_redatings_line_idx" ON "print_redatings" USING btree ("order_line_id");--> statement-breakpoint
ALTER TABLE "seller_delivery" ADD CONSTRAINT "seller_delivery_cut_off" CHECK ("seller_delivery"."cut_off" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "seller_delivery" ADD CONSTRAINT "seller_delivery_days_all_or_none" CHECK (("seller_delivery"."same_city_days" IS NULL) = ("seller_delivery"."same_governorate_days" IS NULL) AND ("seller_delivery"."same_city_days" IS NULL) = ("seller_delivery"."other_days" IS NULL));--> statement-breakpoint
ALTER TABLE "seller_delivery" ADD CONSTRAINT "seller_delivery_days_range" CHECK ("seller_delivery"."same_city_days" IS NULL OR ("seller_delivery"."same_city_days" between 0 and 30 AND "seller_delivery"."same_governorate_days" between 0 and 30 AND "seller_delivery"."other_days" between 0 and 30));