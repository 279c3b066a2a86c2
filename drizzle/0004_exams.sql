CREATE TABLE "exam_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"obtained" numeric(7, 2),
	"absent" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_marks_obtained_or_absent" CHECK (("exam_marks"."absent" and "exam_marks"."obtained" is null) or (not "exam_marks"."absent" and "exam_marks"."obtained" >= 0))
);
--> statement-breakpoint
CREATE TABLE "exam_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"grade_scale_id" text DEFAULT 'cbse' NOT NULL,
	"custom_scale" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_settings_single_row" CHECK ("exam_settings"."id" = 1),
	CONSTRAINT "exam_settings_scale_check" CHECK ("exam_settings"."grade_scale_id" in ('cbse', 'pseb') or ("exam_settings"."grade_scale_id" = 'custom' and "exam_settings"."custom_scale" is not null))
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"subject" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"total_marks" integer NOT NULL,
	"pass_marks" numeric(7, 2) NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_type_check" CHECK ("exams"."type" in ('mid_term', 'final')),
	CONSTRAINT "exams_total_check" CHECK ("exams"."total_marks" > 0),
	CONSTRAINT "exams_duration_check" CHECK ("exams"."duration_minutes" > 0),
	CONSTRAINT "exams_pass_check" CHECK ("exams"."pass_marks" >= 0 and "exams"."pass_marks" <= "exams"."total_marks")
);
--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_marks_exam_enrolment_idx" ON "exam_marks" USING btree ("exam_id","enrolment_id");--> statement-breakpoint
CREATE INDEX "exam_marks_enrolment_idx" ON "exam_marks" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "exams_course_idx" ON "exams" USING btree ("course_id","type","date");