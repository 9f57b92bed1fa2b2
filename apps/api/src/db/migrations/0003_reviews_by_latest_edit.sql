DROP INDEX "reviews_product_created_idx";--> statement-breakpoint
CREATE INDEX "reviews_product_updated_idx" ON "reviews" USING btree ("product_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);