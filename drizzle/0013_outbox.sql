CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"recipient_name" text,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"variables" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"provider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "outbox_attempts" ADD CONSTRAINT "outbox_attempts_message_id_outbox_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_idempotency_key_idx" ON "outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_queued_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_attempts_message_idx" ON "outbox_attempts" USING btree ("message_id");