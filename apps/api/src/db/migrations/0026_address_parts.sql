ALTER TABLE "addresses" ADD COLUMN "governorate" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "district" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "landmark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "phone2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "needs_completion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Saved addresses from before governorates: nothing is dropped. Their free text stays the address
-- line and becomes the landmark, and the customer completes them at the next order; the
-- governorate is guessed from the city and text at start-up (src/db/legacy-addresses.ts).
UPDATE "addresses" SET "needs_completion" = true, "landmark" = "address";
