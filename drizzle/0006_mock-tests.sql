CREATE TABLE "mock_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"state" text NOT NULL,
	"answer" text,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	"seq" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "mock_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempt_number" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"tab_switches" integer DEFAULT 0 NOT NULL,
	"question_order" jsonb NOT NULL,
	"option_orders" jsonb NOT NULL,
	"score_hundredths" integer,
	"correct_count" integer,
	"wrong_count" integer,
	"unattempted_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mock_question_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"kind" text NOT NULL,
	"old_key" text,
	"new_key" text,
	"note" text DEFAULT '' NOT NULL,
	"changed_by" integer,
	"recomputed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mock_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"image_path" text,
	"options" jsonb,
	"correct_option" text,
	"range_min" text,
	"range_max" text,
	"explanation" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"difficulty" text DEFAULT 'medium' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_questions_kind_check" CHECK (("mock_questions"."type" = 'mcq' and "mock_questions"."options" is not null and "mock_questions"."correct_option" in ('A','B','C','D'))
       or ("mock_questions"."type" = 'numerical' and "mock_questions"."range_min" is not null and "mock_questions"."range_max" is not null))
);
--> statement-breakpoint
CREATE TABLE "mock_test_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"dropped" boolean DEFAULT false NOT NULL,
	"key_option" text,
	"key_min" text,
	"key_max" text
);
--> statement-breakpoint
CREATE TABLE "mock_test_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"correct_hundredths" integer,
	"wrong_hundredths" integer
);
--> statement-breakpoint
CREATE TABLE "mock_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"course_id" integer,
	"instructions" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"correct_hundredths" integer DEFAULT 400 NOT NULL,
	"wrong_hundredths" integer DEFAULT -100 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"attempts_allowed" integer DEFAULT 1 NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"results_release" text DEFAULT 'immediately' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_tests_window_check" CHECK ("mock_tests"."window_end" > "mock_tests"."window_start")
);
--> statement-breakpoint
ALTER TABLE "mock_answers" ADD CONSTRAINT "mock_answers_attempt_id_mock_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mock_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_test_id_mock_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."mock_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_question_changes" ADD CONSTRAINT "mock_question_changes_test_id_mock_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_question_changes" ADD CONSTRAINT "mock_question_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_test_questions" ADD CONSTRAINT "mock_test_questions_test_id_mock_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_test_questions" ADD CONSTRAINT "mock_test_questions_section_id_mock_test_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."mock_test_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_test_questions" ADD CONSTRAINT "mock_test_questions_question_id_mock_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."mock_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_test_sections" ADD CONSTRAINT "mock_test_sections_test_id_mock_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mock_attempts_one_active_idx" ON "mock_attempts" USING btree ("user_id") WHERE "mock_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mock_attempts_user_test_number_idx" ON "mock_attempts" USING btree ("user_id","test_id","attempt_number");--> statement-breakpoint
CREATE INDEX "mock_attempts_test_idx" ON "mock_attempts" USING btree ("test_id","score_hundredths");--> statement-breakpoint
CREATE INDEX "mock_attempts_open_deadline_idx" ON "mock_attempts" USING btree ("deadline") WHERE "mock_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "mock_question_changes_test_idx" ON "mock_question_changes" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "mock_questions_subject_idx" ON "mock_questions" USING btree ("subject","topic");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_test_questions_test_question_idx" ON "mock_test_questions" USING btree ("test_id","question_id");--> statement-breakpoint
CREATE INDEX "mock_test_questions_question_idx" ON "mock_test_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_test_sections_test_position_idx" ON "mock_test_sections" USING btree ("test_id","position");--> statement-breakpoint
CREATE INDEX "mock_tests_window_idx" ON "mock_tests" USING btree ("published","window_start");