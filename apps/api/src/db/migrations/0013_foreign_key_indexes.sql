CREATE INDEX "currency_rates_set_by_idx" ON "currency_rates" USING btree ("set_by");--> statement-breakpoint
CREATE INDEX "cart_lines_product_idx" ON "cart_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "artwork_files_product_idx" ON "artwork_files" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "print_messages_proof_idx" ON "print_messages" USING btree ("proof_id");--> statement-breakpoint
CREATE INDEX "print_messages_artwork_idx" ON "print_messages" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "proofs_uploaded_by_idx" ON "proofs" USING btree ("uploaded_by");