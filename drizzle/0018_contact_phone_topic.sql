ALTER TABLE "contact_messages" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "phone" text;