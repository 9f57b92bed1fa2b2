DROP INDEX "addresses_customer_idx";--> statement-breakpoint
DROP INDEX "orders_customer_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "seller_orders_seller_created_idx";--> statement-breakpoint
DROP INDEX "chat_contacts_seller_recent_idx";--> statement-breakpoint
DROP INDEX "chat_contacts_customer_recent_idx";--> statement-breakpoint
DROP INDEX "reviews_product_updated_idx";--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("delivery_status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "seller_orders_seller_created_idx" ON "seller_orders" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chat_contacts_seller_recent_idx" ON "chat_contacts" USING btree ("seller_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chat_contacts_customer_recent_idx" ON "chat_contacts" USING btree ("customer_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_product_updated_idx" ON "reviews" USING btree ("product_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);