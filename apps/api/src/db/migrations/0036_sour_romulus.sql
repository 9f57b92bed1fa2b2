CREATE TABLE "payment_method_switches" (
	"method" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_method_switches_method" CHECK ("payment_method_switches"."method" in ('cod', 'fib', 'qi', 'zaincash', 'fastpay'))
);
--> statement-breakpoint
ALTER TABLE "payment_method_switches" ADD CONSTRAINT "payment_method_switches_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_method_switches_updated_by_idx" ON "payment_method_switches" USING btree ("updated_by");