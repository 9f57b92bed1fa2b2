CREATE TABLE "idempotent_requests" (
	"customer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"holder_id" uuid,
	"locked_until" timestamp with time zone,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fib_claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotent_requests_created_idx" ON "idempotent_requests" USING btree ("created_at");--> statement-breakpoint
DROP INDEX "orders_customer_idempotency_unique";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "idempotency_key";