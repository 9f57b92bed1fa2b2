CREATE TYPE "public"."payment_flag_kind" AS ENUM('amount_differs', 'paid_after_cancel', 'paid_twice', 'status_mismatch', 'pending_too_long', 'refund_stuck');--> statement-breakpoint
CREATE TABLE "payment_checks" (
	"day" date NOT NULL,
	"method" "payment_method" NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"asked" integer NOT NULL,
	"could_not_ask" integer NOT NULL,
	"flagged" integer NOT NULL,
	CONSTRAINT "payment_checks_day_method_pk" PRIMARY KEY("day","method")
);
--> statement-breakpoint
CREATE TABLE "payment_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "payment_flag_kind" NOT NULL,
	"method" "payment_method" NOT NULL,
	"payment_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"day" date NOT NULL,
	"ours" text NOT NULL,
	"theirs" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "payment_flags" ADD CONSTRAINT "payment_flags_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_flags" ADD CONSTRAINT "payment_flags_resolved_by_staff_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_flags_fact_unique" ON "payment_flags" USING btree ("kind","method","payment_id");--> statement-breakpoint
CREATE INDEX "payment_flags_order_idx" ON "payment_flags" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_flags_resolved_by_idx" ON "payment_flags" USING btree ("resolved_by");--> statement-breakpoint
CREATE INDEX "payment_flags_open_idx" ON "payment_flags" USING btree ("day") WHERE "payment_flags"."resolved_at" IS NULL;