ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "creation_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_seller_creation_key_unique" ON "products" USING btree ("seller_id","creation_key");