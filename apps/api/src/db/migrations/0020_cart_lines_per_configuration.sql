DROP INDEX "cart_lines_customer_product_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_customer_stocked_product_unique" ON "cart_lines" USING btree ("customer_id","product_id") WHERE "cart_lines"."print" is null;--> statement-breakpoint
CREATE INDEX "cart_lines_customer_idx" ON "cart_lines" USING btree ("customer_id","created_at");