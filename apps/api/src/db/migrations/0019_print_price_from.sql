-- A print product's "from … a piece" figure (USD, before the discount), written by the application
-- with the print set-up; the start-up fills it for print products written before this column.
ALTER TABLE "products" ADD COLUMN "print_price_from" numeric;--> statement-breakpoint
-- Listings sort and filter by what the card shows: the "from" figure of a print product.
ALTER TABLE "products" DROP COLUMN "discounted_price";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discounted_price" numeric(14, 4) GENERATED ALWAYS AS (coalesce(print_price_from, price) * (100 - discount) / 100) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_discounted_price_idx" ON "products" USING btree ("discounted_price","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","discounted_price","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"rating","seller_id");
