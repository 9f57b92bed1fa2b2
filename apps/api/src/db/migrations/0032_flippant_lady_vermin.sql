ALTER TABLE "customers" ADD COLUMN "whatsapp_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_messages" boolean DEFAULT true NOT NULL;