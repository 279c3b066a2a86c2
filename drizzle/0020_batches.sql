CREATE TABLE "batch_teachers" (
	"batch_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "batch_teachers_batch_id_teacher_id_pk" PRIMARY KEY("batch_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "enrolment_batch_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"from_batch_id" integer,
	"to_batch_id" integer NOT NULL,
	"moved_on" date DEFAULT current_date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"timing" text NOT NULL,
	"room" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_timing_check" CHECK ("batches"."timing" in ('morning', 'afternoon', 'evening')),
	CONSTRAINT "batches_capacity_check" CHECK ("batches"."capacity" between 1 and 500),
	CONSTRAINT "batches_dates_check" CHECK ("batches"."ends_on" is null or "batches"."ends_on" >= "batches"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "batch_teachers" ADD CONSTRAINT "batch_teachers_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_teachers" ADD CONSTRAINT "batch_teachers_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_batch_moves" ADD CONSTRAINT "enrolment_batch_moves_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_batch_moves" ADD CONSTRAINT "enrolment_batch_moves_from_batch_id_batches_id_fk" FOREIGN KEY ("from_batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_batch_moves" ADD CONSTRAINT "enrolment_batch_moves_to_batch_id_batches_id_fk" FOREIGN KEY ("to_batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_teachers_teacher_idx" ON "batch_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "enrolment_batch_moves_enrolment_idx" ON "enrolment_batch_moves" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "enrolment_batch_moves_from_idx" ON "enrolment_batch_moves" USING btree ("from_batch_id");--> statement-breakpoint
CREATE INDEX "enrolment_batch_moves_to_idx" ON "enrolment_batch_moves" USING btree ("to_batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_course_name_idx" ON "batches" USING btree ("course_id",lower("name"));--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolments_batch_idx" ON "enrolments" USING btree ("batch_id");