CREATE TABLE "order_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"notice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_notices_once" ON "order_notices" USING btree ("order_id","phone","notice");--> statement-breakpoint
CREATE INDEX "order_notices_recent_idx" ON "order_notices" USING btree ("order_id","phone","created_at");