CREATE TYPE "public"."phone_code_purpose" AS ENUM('sign-in', 'reset');--> statement-breakpoint
CREATE TABLE "password_reset_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"customer_id" uuid,
	"token_hash" text NOT NULL,
	"request_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"purpose" "phone_code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"send_number" integer DEFAULT 1 NOT NULL,
	"channel" text,
	"message_id" text,
	"request_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"ticket_hash" text,
	"ticket_expires_at" timestamp with time zone,
	"ticket_used_at" timestamp with time zone,
	CONSTRAINT "phone_codes_attempts_range" CHECK ("phone_codes"."attempts" >= 0 AND "phone_codes"."attempts" <= 10)
);
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_links" ADD CONSTRAINT "password_reset_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_links_token_unique" ON "password_reset_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_links_email_time_idx" ON "password_reset_links" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "password_reset_links_customer_idx" ON "password_reset_links" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "password_reset_links_ip_time_idx" ON "password_reset_links" USING btree ("request_ip","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_phone_time_idx" ON "phone_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_ip_time_idx" ON "phone_codes" USING btree ("request_ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_codes_ticket_unique" ON "phone_codes" USING btree ("ticket_hash");