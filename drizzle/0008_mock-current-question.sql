CREATE TABLE "mock_attempt_positions" (
	"attempt_id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mock_attempt_positions" ADD CONSTRAINT "mock_attempt_positions_attempt_id_mock_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mock_attempts"("id") ON DELETE cascade ON UPDATE no action;