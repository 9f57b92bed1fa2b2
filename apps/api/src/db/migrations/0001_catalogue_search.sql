CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discounted_price" numeric(14, 4) GENERATED ALWAYS AS (price * (100 - discount) / 100) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_discounted_price_idx" ON "products" USING btree ("discounted_price","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","discounted_price");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE discount > 0;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);