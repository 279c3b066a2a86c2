CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"username" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"request_id" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");