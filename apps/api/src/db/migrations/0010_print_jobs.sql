CREATE TYPE "public"."proof_state" AS ENUM('not_needed', 'awaiting_artwork', 'awaiting_proof', 'awaiting_approval', 'changes_requested', 'approved');--> statement-breakpoint
CREATE TYPE "public"."print_message_author" AS ENUM('customer', 'seller', 'admin');--> statement-breakpoint
CREATE TYPE "public"."print_message_kind" AS ENUM('artwork_added', 'proof_uploaded', 'approved', 'changes_requested', 'comment');--> statement-breakpoint
CREATE TYPE "public"."proof_status" AS ENUM('pending', 'approved', 'changes_requested', 'superseded');--> statement-breakpoint
CREATE TABLE "artwork_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"pages" integer NOT NULL,
	"storage_key" text NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artwork_files_bytes_positive" CHECK ("artwork_files"."bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "print_line_artwork" (
	"order_line_id" uuid NOT NULL,
	"artwork_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_line_artwork_order_line_id_artwork_id_pk" PRIMARY KEY("order_line_id","artwork_id")
);
--> statement-breakpoint
CREATE TABLE "print_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_line_id" uuid NOT NULL,
	"author" "print_message_author" NOT NULL,
	"kind" "print_message_kind" NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"proof_id" uuid,
	"artwork_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_line_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"status" "proof_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "proofs_version_positive" CHECK ("proofs"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "print" jsonb;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "print" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "print" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "proof_state" "proof_state" DEFAULT 'not_needed' NOT NULL;--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_line_artwork" ADD CONSTRAINT "print_line_artwork_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_line_artwork" ADD CONSTRAINT "print_line_artwork_artwork_id_artwork_files_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artwork_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_messages" ADD CONSTRAINT "print_messages_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_messages" ADD CONSTRAINT "print_messages_proof_id_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."proofs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_messages" ADD CONSTRAINT "print_messages_artwork_id_artwork_files_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artwork_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_files_customer_idx" ON "artwork_files" USING btree ("customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "print_line_artwork_artwork_idx" ON "print_line_artwork" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "print_messages_line_idx" ON "print_messages" USING btree ("order_line_id","created_at");--> statement-breakpoint
CREATE INDEX "proofs_line_idx" ON "proofs" USING btree ("order_line_id","version");