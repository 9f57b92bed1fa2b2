CREATE TABLE "card_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"template_id" uuid,
	"product_id" uuid,
	"name" jsonb NOT NULL,
	"template" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"artwork_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"customer_id" uuid,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width_px" integer,
	"height_px" integer,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_files_one_owner" CHECK (("card_files"."seller_id" is null) <> ("card_files"."customer_id" is null)),
	CONSTRAINT "card_files_bytes_positive" CHECK ("card_files"."bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "card_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"template" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_designs" ADD CONSTRAINT "card_designs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_designs" ADD CONSTRAINT "card_designs_template_id_card_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."card_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_designs" ADD CONSTRAINT "card_designs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_designs" ADD CONSTRAINT "card_designs_artwork_id_artwork_files_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artwork_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_files" ADD CONSTRAINT "card_files_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_files" ADD CONSTRAINT "card_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_templates" ADD CONSTRAINT "card_templates_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_templates" ADD CONSTRAINT "card_templates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_designs_customer_idx" ON "card_designs" USING btree ("customer_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_designs_template_idx" ON "card_designs" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "card_designs_product_idx" ON "card_designs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "card_designs_artwork_idx" ON "card_designs" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "card_files_seller_idx" ON "card_files" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "card_files_customer_idx" ON "card_files" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "card_templates_seller_idx" ON "card_templates" USING btree ("seller_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_templates_product_idx" ON "card_templates" USING btree ("product_id");